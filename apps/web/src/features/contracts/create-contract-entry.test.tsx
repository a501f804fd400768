import type { AccessState } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderWith } from '../../testing/render';
import {
  CompanyCreateContract,
  createContractPath,
  createTargets,
  DashboardCreateContract,
} from './create-contract-entry';

const external = (company_permissions: Record<string, string[]>): AccessState => ({
  status: 'loaded',
  role_type: 'external',
  company_permissions,
});
const receiver = { company_id: 'r1', company_name: 'Cornbelt', company_type: 'grain-receiver' };
const operator = { company_id: 'o1', company_name: 'Midwest Logistics', company_type: '3PO' };

afterEach(() => vi.unstubAllGlobals());

describe('createTargets', () => {
  it('2.09: prefills the grain receiver, the 3PO or the reseller by the spec query names', () => {
    expect(createContractPath(receiver)).toBe('/company/r1/contracts/create?grain_receiver_id=r1');
    expect(createContractPath(operator)).toBe('/company/o1/contracts/create?3PO_id=o1');
    expect(createContractPath(receiver, 's1')).toBe('/company/r1/contracts/create?grain_receiver_id=r1&reseller_id=s1');
    expect(createContractPath(null, 's1')).toBe('/company/ANY/contracts/create?reseller_id=s1');
  });

  it('B7: offers every company where the user has create-contract, and none without it', () => {
    const both = external({ r1: ['create-contract'], o1: ['create-contract'] });
    expect(createTargets(both, [receiver, operator]).map((t) => t.label)).toEqual(['Cornbelt', 'Midwest Logistics']);
    const one = external({ r1: ['create-contract'], o1: ['read-company'] });
    expect(createTargets(one, [receiver, operator]).map((t) => t.to)).toEqual([
      '/company/r1/contracts/create?grain_receiver_id=r1',
    ]);
    expect(createTargets(external({ r1: ['read-company'] }), [receiver])).toEqual([]);
    const admin: AccessState = { status: 'loaded', role_type: 'admin', company_permissions: {} };
    expect(createTargets(admin, [], 's1')).toEqual([
      { label: 'Create contract', to: '/company/ANY/contracts/create?reseller_id=s1' },
    ]);
  });
});

describe('Create contract entries', () => {
  it('B7: the dashboard lets a user with create-contract at two companies choose where', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) => {
        const id = url.searchParams.get('company_id');
        const data = id === 'r1' ? receiver : operator;
        return new Response(JSON.stringify({ data: { ...data, sap_id: null } }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    renderWith(<DashboardCreateContract />, {
      me: { company_permissions: { r1: ['create-contract'], o1: ['create-contract'] } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create contract' }));
    const href = (name: string) => screen.getByText(name).closest('a')?.getAttribute('href');
    await waitFor(() => expect(href('Midwest Logistics')).toBe('/company/o1/contracts/create?3PO_id=o1'));
    expect(href('Cornbelt')).toBe('/company/r1/contracts/create?grain_receiver_id=r1');
  });

  it("B10: a reseller's page creates at the linked receiver where the user has create-contract", async () => {
    answer({
      'GET /api/link': {
        body: {
          data: {
            items: [
              { ...receiver, link_id: 'l1', city: null, state: null, sap_id: null },
              { ...operator, link_id: 'l2', city: null, state: null, sap_id: null },
            ],
          },
        },
      },
    });
    renderWith(
      <CompanyCreateContract company={{ company_id: 's1', company_name: 'Prairie Gold', company_type: 'reseller' }} />,
      { me: { company_permissions: { r1: ['create-contract'], s1: ['read-company'] } } },
    );
    expect((await screen.findByRole('link', { name: 'Create contract' })).getAttribute('href')).toBe(
      '/company/r1/contracts/create?grain_receiver_id=r1&reseller_id=s1',
    );
  });

  it("B10: a 3PO's page shows the entry only with create-contract at that 3PO", () => {
    const { unmount } = renderWith(<CompanyCreateContract company={operator} />, {
      me: { company_permissions: { o1: ['create-contract'] } },
    });
    expect(screen.getByRole('link', { name: 'Create contract' }).getAttribute('href')).toBe(
      '/company/o1/contracts/create?3PO_id=o1',
    );
    unmount();
    renderWith(<CompanyCreateContract company={operator} />, {
      me: { company_permissions: { r1: ['create-contract'], o1: ['read-company'] } },
    });
    expect(screen.queryByRole('link', { name: 'Create contract' })).toBeNull();
  });
});
