import { Badge, Group, Paper, Title } from '@mantine/core';
import {
  fieldEventLog,
  formatDate,
  STEWARDSHIP_MESSAGES as M,
  type ActivityView,
  type FieldEventRow,
} from '@portal/domain';
import { DataTable } from '../../components/data-table';
import { SectionHistoryButton } from './section-history-button';

/**
 * The replant and field-lost events of every field (spec 3, §3 field_lost_replant), lost fields
 * included and marked: the planting and harvest lists hide a lost field, this log keeps its trace.
 */
export function FieldEventLog({ activity }: { activity: ActivityView }) {
  const rows = fieldEventLog(activity.fields);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="field-event-log">
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} size="h4" id="field-event-log">
          {M.eventLogTitle}
        </Title>
        <SectionHistoryButton activityId={activity.stewardship_activity_id} section="field_events" />
      </Group>
      <DataTable<FieldEventRow>
        caption={M.eventLogTable}
        stackOnMobile
        loading={false}
        rows={rows}
        rowKey={(row) => `${row.field_id}:${row.created}:${row.type}`}
        emptyText={M.eventLogEmpty}
        columns={[
          {
            key: 'field',
            header: 'Field',
            render: (row) => (
              <Group gap={6} wrap="nowrap">
                {row.field_name}
                {row.field_lost && (
                  <Badge color="red" size="sm" tt="none">
                    {M.lostField}
                  </Badge>
                )}
              </Group>
            ),
          },
          { key: 'date', header: 'Date', render: (row) => formatDate(row.date) },
          { key: 'kind', header: 'Event', render: (row) => row.label },
          { key: 'acres', header: 'Acres', render: (row) => row.acres.toFixed(2) },
          { key: 'notes', header: 'Notes', render: (row) => row.notes ?? '' },
          { key: 'by', header: 'Recorded by', render: (row) => row.user_name ?? '' },
        ]}
      />
    </Paper>
  );
}
