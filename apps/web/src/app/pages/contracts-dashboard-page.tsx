import { ContractsDashboardPage } from '../../features/contracts/contracts-dashboard-page';
import { StewardshipTable } from '../../features/stewardship/stewardship-table';

/** /contracts and /dashboard: the contracts dashboard with the stewardship table for stewards. */
export function ContractsDashboardRoute() {
  return <ContractsDashboardPage stewardship={<StewardshipTable />} />;
}
