import { Anchor, Group, Pagination, Stack, Text } from '@mantine/core';
import { HOME_MESSAGES, highestRoleHas, type ActivityListItem } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { TaskCard } from '../../components/task-card';
import { useSession } from '../../session/session-context';
import { useActivityList } from './api/get-activities';
import { getActivity } from './api/get-activity';
import { stewardshipKeys } from './api/keys';
import { CompletenessCircles } from './completeness-circles';

/** A few at a time: the block sits above the contracts list. */
const PAGE_SIZE = 5;
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

/**
 * The home page's "My stewardship activities" (stewards), first on the page: the user's activities,
 * incomplete first as the API orders them, each a link with its progress circles.
 */
export function StewardshipTable() {
  const [page, setPage] = useState(1);
  const list = useActivityList({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  useReadAhead(list.data?.items);
  return (
    <TaskCard
      label={HOME_MESSAGES.stewardshipTitle}
      title={list.data ? `${HOME_MESSAGES.stewardshipTitle} (${total})` : HOME_MESSAGES.stewardshipTitle}
      loading={list.isPending}
      error={list.isError}
      isEmpty={!total}
      emptyText={HOME_MESSAGES.stewardshipNone}
    >
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Stewardship activities">
        {list.data?.items.map((item) => (
          <Group component="li" key={item.stewardship_activity_id} justify="space-between" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={activityPath(item)} size="sm" fw={600}>
                {item.grower_name} · {item.harvest_year}
              </Anchor>
              <Text size="xs" c="dimmed" truncate>
                {item.grain_receiver_name}
              </Text>
            </div>
            <div style={{ flexShrink: 0 }}>
              <CompletenessCircles completeness={item.completeness} />
            </div>
          </Group>
        ))}
      </Stack>
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="xs"
            getControlProps={(control) => ({ 'aria-label': `${control} page of stewardship activities` })}
          />
        </Group>
      )}
    </TaskCard>
  );
}
