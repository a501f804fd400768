import { Anchor, Stack } from '@mantine/core';
import type { ContractView } from '@portal/domain';
import { Link } from 'react-router';
import { StewardshipIndicator, type StewardshipStages } from '../stewardship-indicator';
import { Widget } from './widget';

export function StewardshipWidget({
  contract,
  companyId,
  stages,
  loadingStages,
}: {
  contract: ContractView | undefined;
  companyId: string;
  stages: StewardshipStages | null;
  loadingStages: boolean;
}) {
  const activityId = contract?.stewardship_activity_id;
  return (
    <Widget
      title="Stewardship summary"
      loading={!contract || (Boolean(activityId) && loadingStages)}
      empty={!activityId}
      emptyText="No stewardship activity yet."
    >
      <Stack gap="sm">
        <StewardshipIndicator stages={stages} withLabels />
        <Anchor component={Link} to={`/company/${companyId}/stewardship/${activityId}`} size="sm">
          Open the stewardship activity
        </Anchor>
      </Stack>
    </Widget>
  );
}
