import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatAmount, formatDate, type ContractView, type StewardshipSummary } from '@portal/domain';
import { Link } from 'react-router';
import { StewardshipIndicator } from '../stewardship-indicator';
import { Info, Widget } from './widget';

const answer = (flag: boolean | null) => (flag === null ? '--' : flag ? 'Yes' : 'No');
const ofFields = (done: number, total: number) => `${done} of ${total} field${total === 1 ? '' : 's'} complete`;

/**
 * The contract page's stewardship summary (spec 2, §3): the planting, harvest and storage circles, how
 * many fields have their planting and harvest, the cleanout answers and each storage location's
 * cleanout date and capacity, with the way to the activity.
 */
export function StewardshipWidget({ contract, companyId }: { contract: ContractView | undefined; companyId: string }) {
  const summary = contract?.stewardship_summary ?? null;
  return (
    <Widget title="Stewardship summary" loading={!contract} empty={!summary} emptyText="No stewardship activity yet.">
      {summary && <Summary summary={summary} companyId={companyId} />}
    </Widget>
  );
}

function Summary({ summary, companyId }: { summary: StewardshipSummary; companyId: string }) {
  const { fields, cleanout } = summary;
  return (
    <Stack gap="sm">
      <StewardshipIndicator stages={summary.completeness} withLabels />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Info label="Planting">{ofFields(fields.planted, fields.total)}</Info>
        <Info label="Harvest">{ofFields(fields.harvested, fields.total)}</Info>
        {fields.lost > 0 && <Info label="Fields lost">{fields.lost}</Info>}
        <Info label="Planting equipment cleanout">{answer(cleanout.planting_equipment)}</Info>
        <Info label="Seed return">{answer(cleanout.seed_return)}</Info>
        <Info label="Harvest equipment cleanout">{answer(cleanout.harvest_equipment)}</Info>
      </SimpleGrid>
      <Info label="Storage cleanout">
        {summary.storage_locations.length ? (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {summary.storage_locations.map((location, index) => (
              <Group component="li" key={`${location.location_name}-${index}`} gap={6} wrap="wrap">
                <Text size="sm" fw={600}>
                  {location.location_name}
                </Text>
                <Text size="sm">
                  capacity {location.capacity === null ? '--' : formatAmount(location.capacity)} · cleanout date{' '}
                  {location.cleanout_date ? formatDate(location.cleanout_date) : '--'}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : (
          'No storage locations.'
        )}
      </Info>
      <Anchor component={Link} to={`/company/${companyId}/stewardship/${summary.stewardship_activity_id}`} size="sm">
        Open the stewardship activity
      </Anchor>
    </Stack>
  );
}
