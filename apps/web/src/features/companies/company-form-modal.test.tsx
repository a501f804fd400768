import type { Company } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, bodiesOf, renderWith } from '../../testing/render';
import { CompanyFormModal } from './company-form-modal';

const COMPANY: Company = {
  company_id: '4f1c2a4e-8a4b-4c55-9a64-0b6f0a0e7d11',
  company_name: 'Heartland Ag Supply',
  company_type: 'reseller',
  country: 'USA',
  address1: '22 Cooperative Road',
  address2: 'Suite 4',
  city: 'Grand Island',
  state: 'NE',
  zipcode: '68801',
  phone: '13085550111',
  sap_id: '0012345679',
  salesforce_id: 'SFDC-HA-002',
  inventory_code: null,
  supported_languages: ['en'],
  allow_non_enogen_contracts: false,
  enogen_dealer: false,
  external_reference_id: null,
  details: [],
  version: '3',
};
const STAFF = { role_type: 'internal' as const, company_permissions: { ANY: ['update-company'] } };
const PARTNER = {
  role_type: 'external' as const,
  company_permissions: { [COMPANY.company_id]: ['update-assigned-company'] },
};

afterEach(() => vi.unstubAllGlobals());

describe('CompanyFormModal', { timeout: 30_000 }, () => {
  it('B1, B8: staff tick Enogen Dealer and empty address line 2; the edit sends the flag and a null', async () => {
    const fetch = answer({ 'PATCH /api/company-management/v1': { body: { data: COMPANY } } });
    renderWith(<CompanyFormModal opened onClose={vi.fn()} company={COMPANY} />, { me: STAFF });
    fireEvent.click(screen.getByLabelText('Enogen Dealer'));
    fireEvent.change(screen.getByLabelText('Address line 2'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update company' }));
    await waitFor(() => expect(bodiesOf(fetch, 'PATCH /api/company-management/v1')).toHaveLength(1));
    expect(bodiesOf(fetch, 'PATCH /api/company-management/v1')[0]).toEqual({
      company_id: COMPANY.company_id,
      enogen_dealer: true,
      address2: null,
    });
  });

  it('B1: a company’s own editor (update-assigned-company) sees the flag read-only', () => {
    answer({});
    renderWith(<CompanyFormModal opened onClose={vi.fn()} company={{ ...COMPANY, enogen_dealer: true }} />, {
      me: PARTNER,
    });
    const box = screen.getByLabelText('Enogen Dealer') as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
  });
});
