import { Anchor, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { highestRoleHas, type ActivityListItem } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table';
import { useSession } from '../../session/session-context';
import { useActivityList } from './api/get-activities';
import { getActivity } from './api/get-activity';
import { stewardshipKeys } from './api/keys';
import { CompletenessCircles } from './completeness-circles';

const PAGE_SIZE = 20;
/** How many of a steward's unfinished activities are read ahead, to be kept on the phone for offline use. */
const READ_AHEAD = 10;
const READ_AHEAD_FRESH_MS = 10 * 60 * 1000;

/**
 * A steward's unfinished activities of the page are read ahead (once in 10 minutes) so that they open
 * offline later (app.tsx keeps stewardship reads on the phone); not for those who see every activity (all-steward).
 */
function useReadAhead(items: ActivityListItem[] | undefined) {
  const queryClient = useQueryClient();
  const { me } = useSession();
  // (a session read without its permissions, as some tests give, reads nothing ahead)
  const steward =
    me !== null &&
    Array.isArray(me.permissions) &&
    highestRoleHas(me, 'is-steward') &&
    !highestRoleHas(me, 'all-steward');
  useEffect(() => {
    if (!steward || !items || !navigator.onLine) return;
    const unfinished = items.filter((item) => Object.values(item.completeness).some((state) => state !== 'complete'));
    for (const item of unfinished.slice(0, READ_AHEAD))
      void queryClient.prefetchQuery({
        queryKey: stewardshipKeys.activity(item.stewardship_activity_id),
        queryFn: () => getActivity(item.stewardship_activity_id, item.contract_id),
        staleTime: READ_AHEAD_FRESH_MS,
      });
  }, [items, steward, queryClient]);
}

/** The page of one activity, with its contract (spec 3, §2). */
export const activityPath = (item: Pick<ActivityListItem, 'company_id' | 'stewardship_activity_id' | 'contract_id'>) =>
  `/company/${item.company_id}/stewardship/${item.stewardship_activity_id}?contract_id=${item.contract_id}`;

/** The dashboard's stewardship table (stewards): the user's activities, incomplete first as the API orders them. */
export function StewardshipTable() {
  const [page, setPage] = useState(1);
  const list = useActivityList({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  useReadAhead(list.data?.items);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Stack gap="xs" component="section" aria-label="Stewardship">
      <Title order={3}>Stewardship</Title>
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
