import { Alert, Button, Group, List, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CONTRACT_MESSAGES, formatAmount } from '@portal/domain';

export type Totals = {
  unitsNeeded: number;
  totalAcres: number;
  plantingRate: number;
  totalYield: number;
  unitSize: number;
};
export type PanelState =
  | { kind: 'EDITING' }
  | { kind: 'ERROR'; messages: string[] }
  | { kind: 'CREATING' }
  | { kind: 'FAILED'; messages: string[] };

/** Units needed, then the panel: the active errors (ERROR), 'Please wait... Generating contract' (CREATING), and Continue. */
export function ContractSidePanel({
  totals,
  panel,
  pending,
  onContinue,
  amending,
}: {
  totals: Totals;
  panel: PanelState;
  pending: string[];
  onContinue: () => void;
  amending: boolean;
}) {
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" component="section" aria-label="Units needed">
        <Title order={2} size="h3" mb="sm">
          Units needed
        </Title>
        <Text size="xl" fw={800} aria-label="Units needed value">
          {formatAmount(totals.unitsNeeded)}
        </Text>
        <Text size="xs" c="dimmed" mb="sm">
          units of {formatAmount(totals.unitSize)} seeds
        </Text>
        <SimpleGrid cols={2} spacing="xs">
          <Stat label="Total acres" value={totals.totalAcres.toFixed(2)} />
          <Stat label="Avg planting rate" value={formatAmount(totals.plantingRate)} />
          <Stat label="Total yield" value={formatAmount(totals.totalYield)} />
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="lg" aria-label="Contract status panel" component="section">
        {panel.kind === 'CREATING' ? (
          <Group gap="sm" role="status" aria-live="polite">
            <Loader size="sm" />
            <Text fw={500}>{CONTRACT_MESSAGES.creating}</Text>
          </Group>
        ) : (
          <Stack gap="sm">
            {panel.kind === 'ERROR' && panel.messages.length > 0 && (
              <Alert color="red" role="alert" title="Please fix the following before continuing">
                <List size="sm" spacing={4}>
                  {panel.messages.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {panel.kind === 'FAILED' && (
              <Alert color="red" role="alert" title={CONTRACT_MESSAGES.createFailed}>
                {panel.messages.length > 0 && (
                  <List size="sm" spacing={4}>
                    {panel.messages.map((message) => (
                      <List.Item key={message}>{message}</List.Item>
                    ))}
                  </List>
                )}
              </Alert>
            )}
            {panel.kind === 'EDITING' && pending.length > 0 && (
              <Text size="sm" c="dimmed">
                {pending.length} item{pending.length === 1 ? '' : 's'} left to complete.
              </Text>
            )}
            {panel.kind === 'EDITING' && pending.length === 0 && (
              <Text size="sm" c="green.8">
                Ready to generate the {amending ? 'amended ' : ''}contract.
              </Text>
            )}
            <Button size="md" fullWidth onClick={onContinue}>
              Continue
            </Button>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}
