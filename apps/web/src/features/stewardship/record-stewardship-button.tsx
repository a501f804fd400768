import { Button, Stack, Text, Tooltip } from '@mantine/core';
import {
  ANY_COMPANY,
  checkAccess,
  STEWARDSHIP_PAGE_PERMISSIONS,
  TEXTS,
  type AccessState,
  type ContractView,
} from '@portal/domain';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { useSession } from '../../session/session-context';
import { useCreateActivity } from './api/create-activity';
import { activityPath } from './stewardship-table';

/** Contracts whose stewardship can be recorded (an activity is created for them when missing). */
const RECORDABLE = ['completed', 'amendment_completed'];
const NOT_YET = 'Stewardship starts once the contract is completed.';

/** Users allowed on the stewardship page (spec 3, §6): a page permission at one of the contract's companies, or a steward. */
export function mayOpenStewardship(access: AccessState, contract: ContractView) {
  const parties = [contract.grain_receiver_id, contract.third_party_operator_id, contract.external_reference_id];
  return (
    parties.some((id) => id && checkAccess(access, id, STEWARDSHIP_PAGE_PERMISSIONS) === 'success') ||
    checkAccess(access, ANY_COMPANY, ['is-steward', 'all-steward']) === 'success'
  );
}

/** The contract page's Record Stewardship: opens the contract's activity, creating it first (POST /api/seed-stewardship/v1). */
export function RecordStewardshipButton({ contract }: { contract: ContractView }) {
  const { access } = useSession();
  const navigate = useNavigate();
  const create = useCreateActivity();
  if (!mayOpenStewardship(access, contract)) return null;
  const enabled = RECORDABLE.includes(contract.contract_state) || Boolean(contract.stewardship_activity_id);
  const open = () =>
    create.mutate(contract.contract_id, {
      onSuccess: ({ stewardship_activity_id }) =>
        navigate(
          activityPath({
            company_id: contract.grain_receiver_id,
            stewardship_activity_id,
            contract_id: contract.contract_id,
          }),
        ),
    });
  if (!enabled)
    return (
      <Tooltip label={NOT_YET} withArrow multiline w={260}>
        {/* the wrapper takes focus and hover, which a disabled button cannot */}
        <span tabIndex={0} aria-label={NOT_YET} style={{ display: 'inline-block' }}>
          <Button variant="light" disabled>
            Record Stewardship
          </Button>
        </span>
      </Tooltip>
    );
  return (
    <Stack gap={4}>
      <Button variant="light" loading={create.isPending} onClick={open}>
        Record Stewardship
      </Button>
      {create.isError && (
        <Text size="sm" c="red" role="alert">
          {create.error instanceof ApiError ? create.error.message : TEXTS.somethingWentWrong}
        </Text>
      )}
    </Stack>
  );
}
