import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  formatPhone,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  stewardLabel,
  TEXTS,
  type ActivityView,
  type Steward,
} from '@portal/domain';
import { useState } from 'react';
import { userOptionLabel, useUserSearch } from '../../api/user-search';
import { DataTable } from '../../components/data-table';
import { ApiError } from '../../lib/api';
import { useSession } from '../../session/session-context';
import { useAssignSteward } from './api/write-activity';
import { SectionHistoryButton } from './section-history-button';

/** The user search's hits shown at once; a longer e-mail narrows them. */
const SHOWN_HITS = 10;
const failure = (error: Error | null) =>
  error ? (error instanceof ApiError ? error.message : TEXTS.somethingWentWrong) : null;

/**
 * The stewards panel (spec 3, §2 and §6): the Stewards table, Assign Me (hidden for a steward of the
 * activity) and, for admins, another user found by e-mail search. The API checks the same rights.
 */
export function StewardsPanel({ activity }: { activity: ActivityView }) {
  const { me } = useSession();
  const assignMe = useAssignSteward();
  const isSteward = activity.stewards.some((steward) => steward.user_id === me?.user_id);
  const error = failure(assignMe.error);
  return (
    <Paper withBorder p="md" component="section" aria-label="Stewards panel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Stewards
          </Title>
          <Group gap="xs">
            <SectionHistoryButton activityId={activity.stewardship_activity_id} section="stewards" />
            {me && !isSteward && activity.can.assign_me && (
              <Button
                loading={assignMe.isPending}
                onClick={() =>
                  assignMe.mutate({ stewardship_activity_id: activity.stewardship_activity_id, user_id: me.user_id })
                }
              >
                Assign Me
              </Button>
            )}
          </Group>
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <DataTable<Steward>
          caption="Stewards"
          stackOnMobile
          loading={false}
          rows={activity.stewards}
          rowKey={(steward) => steward.user_id}
          emptyText="No steward is assigned yet."
          columns={[
            { key: 'name', header: 'Name', render: stewardLabel },
            { key: 'email', header: 'E-mail', render: (steward) => steward.email },
            { key: 'phone', header: 'Phone', render: (steward) => (steward.phone ? formatPhone(steward.phone) : '') },
          ]}
        />
        {activity.can.assign_others && <AssignOther activity={activity} />}
      </Stack>
    </Paper>
  );
}

/** Admins: users found by e-mail (the shared user search), each with Assign. */
function AssignOther({ activity }: { activity: ActivityView }) {
  const assign = useAssignSteward();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useUserSearch(debounced, { limit: SHOWN_HITS });
  const stewards = new Set(activity.stewards.map((steward) => steward.user_id));
  // only once the debounced term is the typed one, so a cleared search shows nothing stale
  const searching = debounced.length >= SEARCH_MIN_LENGTH && debounced === search.trim();
  const hits = searching ? (found.data ?? []).filter((u) => !stewards.has(u.user_id)) : [];
  const error = failure(assign.error);
  return (
    <Stack gap="xs">
      <TextInput
        label="Assign another user"
        placeholder="Search by e-mail"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        rightSection={found.isFetching ? <Loader size="xs" /> : null}
      />
      {searching && !found.isFetching && !hits.length && (
        <Text size="sm" c="dimmed">
          No user found.
        </Text>
      )}
      {hits.length > 0 && (
        <Stack gap={4} role="list" aria-label="Users found">
          {hits.map((user) => (
            <Group key={user.user_id} justify="space-between" wrap="nowrap" role="listitem">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {userOptionLabel(user)}
              </Text>
              <Button
                size="compact-md"
                variant="light"
                aria-label={`Assign ${userOptionLabel(user)}`}
                loading={assign.isPending && assign.variables?.user_id === user.user_id}
                onClick={() =>
                  assign.mutate(
                    { stewardship_activity_id: activity.stewardship_activity_id, user_id: user.user_id },
                    { onSuccess: () => setSearch('') },
                  )
                }
              >
                Assign
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
