import { companies } from '../../db/schema';
import { json, type TestApp } from '../../../test/portal';

/** What the company API tests share: the route, the list reply, the demo company ids and a new reseller. */
export const ROUTE = '/api/company-management/v1';

type Page = {
  data: {
    items: { company_id: string; company_name: string; sap_id: string }[];
    total: number;
    limit: number;
    offset: number;
  };
};

export const pageOf = (response: Parameters<typeof json>[0]) => json<Page>(response);
export const names = (response: Parameters<typeof json>[0]) => pageOf(response).data.items.map((c) => c.company_name);

/** The demo companies' ids by name. */
export async function companyIds(app: TestApp): Promise<Record<string, string>> {
  const rows = await app.deps.db.select({ id: companies.companyId, name: companies.companyName }).from(companies);
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

export const newReseller = {
  country: 'USA',
  company_name: 'Golden Valley Seeds',
  company_type: 'reseller',
  address1: '1 Harvest Way',
  address2: '',
  city: 'Boone',
  state: 'IA',
  zipcode: '50036',
  phone: '(515) 555-0177',
  sap_id: '12340001',
  salesforce_id: 'SFDC-GV-010',
};
