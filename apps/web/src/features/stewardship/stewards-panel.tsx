import { Alert, Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatPhone, SEARCH_DEBOUNCE_MS, TEXTS, type ActivityView, type Steward } from '@portal/domain';
import { useState } from 'react';
import { userOptionLabel, useUserSearch } from '../../api/user-search';
import { DataTable } from '../../components/data-table';
import { ApiError } from '../../lib/api';
import { useSession } from '../../session/session-context';
import { useAssignSteward } from './api/write-activity';

const failure = (error: Error | null) =>
  error ? (error instanceof ApiError ? error.message : TEXTS.somethingWentWrong) : null;
const stewardName = (s: Steward) => [s.first_name, s.last_name].filter(Boolean).join(' ') || s.email;

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
    <Paper withBorder p="md" component="section" aria-label="Stewards">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>Stewards</Title>
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
            { key: 'name', header: 'Name', render: stewardName },
            { key: 'email', header: 'E-mail', render: (steward) => steward.email },
            { key: 'phone', header: 'Phone', render: (steward) => (steward.phone ? formatPhone(steward.phone) : '') },
          ]}
        />
        {activity.can.assign_others && <AssignOther activity={activity} />}
      </Stack>
    </Paper>
  );
}

/** Admins: a user found by e-mail (the shared user search), then Assign. */
function AssignOther({ activity }: { activity: ActivityView }) {
  const assign = useAssignSteward();
  const [search, setSearch] = useState('');
  const [userId, setUserId] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useUserSearch(debounced, { limit: 50 });
  const stewards = new Set(activity.stewards.map((steward) => steward.user_id));
  const options = (found.data ?? [])
    .filter((user) => !stewards.has(user.user_id))
    .map((user) => ({ value: user.user_id, label: userOptionLabel(user) }));
  const error = failure(assign.error);
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <Select
          label="Assign another user"
          placeholder="Search by e-mail"
          searchable
          clearable
          data={options}
          filter={({ options: all }) => all}
          searchValue={search}
          onSearchChange={setSearch}
          value={userId}
          onChange={setUserId}
          nothingFoundMessage={debounced.length >= 3 && !found.isFetching ? 'No user found' : undefined}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button
          disabled={!userId}
          loading={assign.isPending}
          onClick={() =>
            assign.mutate(
              { stewardship_activity_id: activity.stewardship_activity_id, user_id: userId! },
              {
                onSuccess: () => {
                  setUserId(null);
                  setSearch('');
                },
              },
            )
          }
        >
          Assign
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
