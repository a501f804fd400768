import { Notifications } from '@mantine/notifications';
import { PLAN_OWN_MESSAGES, RECORD_VERSION_MESSAGES, type PlanCompany, type PlanDetail } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOADED_NOTE } from '../../components/reload-keeping-edits';
import { renderWith } from '../../testing/render';
import { ProductionPlanForm } from './production-plan-form';

const COMPANY: PlanCompany = {
  company_id: '11111111-1111-4111-8111-111111111111',
  company_name: 'Cornbelt Renewable Fuels',
  company_type: 'grain-receiver',
  inventory_code: 'COR1',
  supported_languages: ['en'],
};
const TYPE = { contract_type_id: '22222222-2222-4222-8222-222222222222', contract_type_name: 'fuel' };
const PLAN_ID = '33333333-3333-4333-8333-333333333333';
const PLAN: PlanDetail = {
  production_plan_id: PLAN_ID,
  external_reference_id: COMPANY.company_id,
  company_id: COMPANY.company_id,
  company_name: COMPANY.company_name,
  contract_year: 2026,
  aph: 200,
  total_acres: 100,
  total_units: 20000,
  total_child_acres: null,
  total_child_units: null,
  inventory_code: '26COR1',
  premium: 0.25,
  premium_type: 'bushels',
  unit_type: 'bushels',
  parent_production_plan_id: null,
  production_plan_extra: { contract_type_id: TYPE.contract_type_id, contract_type_enum: null },
  delivery_location: {
    location_name: 'Elevator',
    location_address1: '1 Main St',
    location_city: 'Ames',
    location_state: 'IA',
    location_zipcode: '50010',
    location_country: 'US',
  },
  created: '2026-01-01T00:00:00Z',
  modified: '2026-01-01T00:00:00Z',
  version: '7',
  company: COMPANY,
  monthly_units: [
    {
      month: 9,
      year: 2026,
      end_product_type: 'grain',
      available_acres: 100,
      available_units: 20000,
      premium: 0.25,
      premium_type: 'bushels',
      child_plan_acres: null,
      child_plan_units: null,
    },
  ],
  templates: [
    {
      contract_template_id: '44444444-4444-4444-8444-444444444444',
      contract_type_id: TYPE.contract_type_id,
      external_reference_id: COMPANY.company_id,
      production_plan_id: PLAN_ID,
      template_name: 'master.pdf',
      template_language: 'en',
      modified: '2026-01-01T00:00:00Z',
      contract_details_schema: null,
      template_doc_link: '/api/template/file',
      version: '3',
    },
  ],
  parent: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('ProductionPlanForm', { timeout: 30_000 }, () => {
  it('a conflict (412) names who changed the plan; Reload reads the plan again and Save sends the typed values on its newest version and values', async () => {
    const message = RECORD_VERSION_MESSAGES.changed({ changedBy: 'Ann Admin', changedAt: '2026-11-27T15:04:00Z' });
    let patches = 0;
    const fetch = vi.fn<(url: URL, init?: RequestInit) => Promise<Response>>(async (_url, init) => {
      if (init?.method === 'PATCH')
        return ++patches === 1
          ? json(412, { error: { code: 'conflict', message, details: { changedBy: 'Ann Admin' } } })
          : json(200, {
              production_plan_id: PLAN_ID,
              company_name: COMPANY.company_name,
              template_status: 'none',
              version: '9',
            });
      return json(200, { production_plan: { ...PLAN, aph: 180, version: '8' } });
    });
    vi.stubGlobal('fetch', fetch);
    renderWith(
      <ProductionPlanForm
        company={COMPANY}
        plans={[PLAN]}
        plan={PLAN}
        salesYear={2026}
        languages={[{ lang_name: 'English', lang_value: 'en' }]}
        contractTypes={[TYPE]}
      />,
      { me: null },
    );
    fireEvent.change(screen.getByLabelText(/^Location name/), { target: { value: 'Typed Elevator' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save production plan' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect((screen.getByLabelText(/^Location name/) as HTMLInputElement).value).toBe('Typed Elevator');

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(RELOADED_NOTE)).toBeTruthy();
    expect(screen.queryByText(message)).toBeNull();
    const reads = fetch.mock.calls.filter(
      ([url, init]) => init?.method === 'GET' && url.pathname === '/api/production-plan',
    );
    expect(reads.map(([url]) => url.searchParams.get('production_plan_id'))).toContain(PLAN_ID);
    expect((screen.getByLabelText(/^Location name/) as HTMLInputElement).value).toBe('Typed Elevator');
    // what the user left alone shows the other person's change
    expect((screen.getByLabelText(/^APH/) as HTMLInputElement).value).toBe('180');

    fireEvent.click(screen.getByRole('button', { name: 'Save production plan' }));
    await waitFor(() => expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(2));
    const sent = fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(sent).toHaveLength(2);
    expect((sent[0]![1]?.headers as Record<string, string>)['if-match']).toBe('"7"');
    expect((sent[1]![1]?.headers as Record<string, string>)['if-match']).toBe('"8"');
    expect(JSON.parse(String(sent[1]![1]?.body))).toMatchObject({
      production_plan_id: PLAN_ID,
      aph: 180,
      delivery_location: { location_name: 'Typed Elevator' },
    });
  });

  it('quantities show thousands separators as typed and are sent as plain numbers; an emptied quantity still shows its error', async () => {
    const fetch = vi.fn<(url: URL, init?: RequestInit) => Promise<Response>>(async (_url, init) =>
      init?.method === 'PATCH'
        ? json(200, {
            production_plan_id: PLAN_ID,
            company_name: COMPANY.company_name,
            template_status: 'none',
            version: '8',
          })
        : json(200, { production_plan: PLAN }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWith(
      <>
        <ProductionPlanForm
          company={COMPANY}
          plans={[PLAN]}
          plan={PLAN}
          salesYear={2026}
          languages={[{ lang_name: 'English', lang_value: 'en' }]}
          contractTypes={[TYPE]}
        />
        <Notifications />
      </>,
      { me: null },
    );
    const bushels = screen.getByLabelText(/^Total Bushels/) as HTMLInputElement;
    expect(bushels.value).toBe('20,000');
    fireEvent.change(bushels, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save production plan' }));
    expect(await screen.findByText(/total bushels/i, { selector: '.mantine-InputWrapper-error' })).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(0);

    fireEvent.change(bushels, { target: { value: '20000' } });
    expect(bushels.value).toBe('20,000');
    fireEvent.click(screen.getByRole('button', { name: 'Save production plan' }));
    // the save goes on by itself: a toast says so, no modal waits for Continue
    await waitFor(() =>
      expect(
        screen.getAllByText(PLAN_OWN_MESSAGES.updated).some((text) => text.closest('.mantine-Notification-root')),
      ).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(sent![1]?.body))).toMatchObject({ total_units: 20000, total_acres: 100 });
  });
});
