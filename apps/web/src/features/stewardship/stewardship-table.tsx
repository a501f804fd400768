import { Anchor, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import type { ActivityListItem } from '@portal/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table';
import { useActivityList } from './api/get-activities';
import { CompletenessCircles } from './completeness-circles';

const PAGE_SIZE = 20;

/** The page of one activity, with its contract (spec 3, §2). */
export const activityPath = (item: Pick<ActivityListItem, 'company_id' | 'stewardship_activity_id' | 'contract_id'>) =>
  `/company/${item.company_id}/stewardship/${item.stewardship_activity_id}?contract_id=${item.contract_id}`;

/** The dashboard's stewardship table (stewards): the user's activities, incomplete first as the API orders them. */
export function StewardshipTable() {
  const [page, setPage] = useState(1);
  const list = useActivityList({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Stack gap="xs" component="section" aria-label="Stewardship">
      <Title order={2} size="h3">
        Stewardship
      </Title>
      <DataTable<ActivityListItem>
        caption="Stewardship activities"
        stackOnMobile
        loading={list.isPending}
        rows={list.data?.items}
        rowKey={(item) => item.stewardship_activity_id}
        emptyText="No stewardship activities yet."
        columns={[
          { key: 'year', header: 'Harvest year', render: (item) => item.harvest_year },
          { key: 'grower', header: 'Grower name', render: (item) => item.grower_name },
          { key: 'receiver', header: 'Grain receiver', render: (item) => item.grain_receiver_name },
          {
            key: 'completeness',
            header: 'Progress',
            render: (item) => <CompletenessCircles completeness={item.completeness} />,
          },
          {
            key: 'link',
            header: 'Activity',
            render: (item) => (
              <Anchor
                component={Link}
                to={activityPath(item)}
                aria-label={`Open activity: ${item.grower_name} ${item.harvest_year}`}
              >
                Open activity
              </Anchor>
            ),
          },
        ]}
      />
      {list.isError && (
        <Text c="red" role="alert">
          Whoops! Something went wrong loading the stewardship activities.
        </Text>
      )}
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Group>
      )}
    </Stack>
  );
}
