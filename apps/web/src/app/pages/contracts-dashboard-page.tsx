import { ANY_COMPANY, checkAccess, SEND_FOR_SIGNING_PERMISSIONS, singleCompanyOf } from '@portal/domain';
import { Group } from '@mantine/core';
import { ContractsDashboardPage } from '../../features/contracts/contracts-dashboard-page';
import { LatestTicketsSection } from '../../features/scale-tickets/latest-tickets-section';
import { AwaitingSignatureSection } from '../../features/signing/awaiting-signature-section';
import { StewardshipTable } from '../../features/stewardship/stewardship-table';
import { useSession } from '../../session/session-context';

/** /contracts and /dashboard: what needs the user first (their signatures, activities, tickets), then the contracts. */
export function ContractsDashboardRoute() {
  return <ContractsDashboardPage tasks={<HomeTasks />} />;
}

/**
 * The home's task blocks by role: contracts awaiting the user's signature; a steward's activities; the
 * latest scale tickets of a single-company receiver (or 3PO). Each block decides whether it shows.
 */
export function HomeTasks() {
  const { me, access } = useSession();
  const isSteward = checkAccess(access, ANY_COMPANY, ['is-steward', 'all-steward']) === 'success';
  const company = me ? singleCompanyOf(me) : null;
  const receiverSide = company && checkAccess(access, company, SEND_FOR_SIGNING_PERMISSIONS) === 'success';
  return (
    <Group align="stretch" gap="md" wrap="wrap" aria-label="Your tasks" role="group">
      <AwaitingSignatureSection />
      {isSteward && <StewardshipTable />}
      {receiverSide && <LatestTicketsSection companyId={company} />}
    </Group>
  );
}
