import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { orNA, TRAINING_TOGGLE, TEXTS } from '@portal/domain';
import { useAccess } from '../../session/session-context';
import { useSalesYear } from '../../api/sales-year';
import { useCompanyTraining, useSetCompanyTraining } from './api/company-training';

/**
 * Training info of a reseller for the sales year. With company-training the status is a toggle:
 * 'Training Not Complete' (sets active true) ↔ 'Training Complete' (sets active false).
 * When complete, the contact name and e-mail are shown (or N/A).
 */
export function TrainingCard({
  companyId,
  sapId,
  companyName,
}: {
  companyId: string;
  sapId: string | null;
  companyName: string;
}) {
  const year = useSalesYear();
  const training = useCompanyTraining(sapId, year.data);
  const canToggle = useAccess(companyId, 'company-training') === 'success';
  const toggle = useSetCompanyTraining();

  const complete = Boolean(training.data?.active);
  const label = complete ? TRAINING_TOGGLE.complete : TRAINING_TOGGLE.notComplete;
  return (
    <Paper component="section" withBorder p="lg" aria-label="Training info">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Training info
          </Title>
          {year.data && (
            <Text size="sm" c="dimmed">
              {year.data}
            </Text>
          )}
        </Group>
        {!sapId ? (
          <Text size="sm" c="dimmed">
            N/A: the company has no SAP id.
          </Text>
        ) : training.isPending ? (
          <Text size="sm" c="dimmed" role="status">
            Loading...
          </Text>
        ) : (
          <>
            <Group>
              {canToggle ? (
                <Button
                  color={complete ? 'green' : 'gray'}
                  variant={complete ? 'filled' : 'outline'}
                  onClick={() =>
                    toggle.mutate({
                      training_year: year.data!,
                      company_sap_id: sapId,
                      company_name: companyName,
                      active: !complete,
                      stored: Boolean(training.data?.success),
                    })
                  }
                  loading={toggle.isPending}
                  aria-pressed={complete}
                >
                  {label}
                </Button>
              ) : (
                <Badge color={complete ? 'green' : 'gray'} size="lg">
                  {label}
                </Badge>
              )}
            </Group>
            {complete && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <div>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    Contact name
                  </Text>
                  <Text>{orNA(training.data?.contact_name)}</Text>
                </div>
                <div>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    Contact email
                  </Text>
                  <Text>{orNA(training.data?.contact_email)}</Text>
                </div>
              </SimpleGrid>
            )}
            {toggle.isError && (
              <Alert color="red" role="alert">
                {TEXTS.somethingWentWrong}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
