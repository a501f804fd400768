import { Button, Menu } from '@mantine/core';
import { ANY_COMPANY, checkAccess, companiesWith, type AccessState } from '@portal/domain';
import { Link } from 'react-router';
import { useLinkedCompanies } from '../../api/linked-companies';
import { useSession } from '../../session/session-context';
import { useCompaniesById } from './api/get-companies';

/** A company that can own a new contract (the grain receiver or 3PO whose create-contract the API asks). */
export type ContractOwner = { company_id: string; company_name: string; company_type: string };
const OWNER_TYPES = ['grain-receiver', '3PO'];
/** A way into the create page: the label of a choice and where it leads. */
export type CreateTarget = { label: string; to: string };

/** The query parameter that prefills a company of this type (spec 2: grain_receiver_id, reseller_id, 3PO_id). */
const PREFILL: Record<string, string> = {
  'grain-receiver': 'grain_receiver_id',
  '3PO': '3PO_id',
  reseller: 'reseller_id',
};

/** The create page at the owner, prefilled with it (and with the reseller the page was opened from). */
export function createContractPath(owner: ContractOwner | null, resellerId?: string): string {
  const params = new URLSearchParams();
  if (owner) params.set(PREFILL[owner.company_type] ?? 'grain_receiver_id', owner.company_id);
  if (resellerId) params.set('reseller_id', resellerId);
  const query = params.toString();
  return `/company/${owner?.company_id ?? ANY_COMPANY}/contracts/create${query ? `?${query}` : ''}`;
}

/**
 * Where a user may create: the API creates a contract for a user with create-contract at its 3PO, or
 * at its grain receiver when there is no 3PO. Users with general access choose the receiver on the page.
 */
export function createTargets(
  access: AccessState,
  owners: readonly ContractOwner[],
  resellerId?: string,
): CreateTarget[] {
  if (checkAccess(access, ANY_COMPANY, 'create-contract') !== 'success') return [];
  if (companiesWith(access, ['create-contract']) === null)
    return [{ label: 'Create contract', to: createContractPath(null, resellerId) }];
  return owners
    .filter((o) => checkAccess(access, o.company_id, 'create-contract') === 'success')
    .map((o) => ({ label: o.company_name, to: createContractPath(o, resellerId) }));
}

/** One Create contract button, or a menu to choose the company when there are several. */
function CreateContractButton({ targets }: { targets: CreateTarget[] }) {
  if (!targets.length) return null;
  if (targets.length === 1)
    return (
      <Button component={Link} to={targets[0]!.to}>
        Create contract
      </Button>
    );
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button>Create contract</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Create the contract at</Menu.Label>
        {targets.map((target) => (
          <Menu.Item key={target.to} component={Link} to={target.to}>
            {target.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The dashboard's entry: at the user's create-contract company, or a choice among several. */
export function DashboardCreateContract() {
  const { access } = useSession();
  const ids =
    checkAccess(access, ANY_COMPANY, 'create-contract') === 'success' ? companiesWith(access, ['create-contract']) : [];
  const companies = useCompaniesById(ids ?? []);
  // The entry waits for the companies' types (a 3PO is prefilled as 3PO_id); one not readable counts as a receiver.
  if (companies.some((q) => q.isPending)) return null;
  const owners = (ids ?? []).map(
    (id, i) => companies[i]?.data ?? { company_id: id, company_name: id, company_type: 'grain-receiver' },
  );
  return <CreateContractButton targets={createTargets(access, owners)} />;
}

/**
 * The company page's entry: a grain receiver's or 3PO's page creates at that company; a reseller's page
 * creates with it as the reseller, at a linked receiver or 3PO where the user has create-contract.
 */
export function CompanyCreateContract({ company }: { company: ContractOwner }) {
  const { access } = useSession();
  const reseller = company.company_type === 'reseller';
  const linked = useLinkedCompanies(reseller ? company.company_id : null);
  const owners = (reseller ? (linked.data ?? []) : [company]).filter((c) => OWNER_TYPES.includes(c.company_type));
  return <CreateContractButton targets={createTargets(access, owners, reseller ? company.company_id : undefined)} />;
}
