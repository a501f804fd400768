import { MantineProvider } from '@mantine/core';
import type { ActivityField, ActivityView, HighestRole } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { SESSION_KEY, SessionProvider } from '../../../session/session-context';

// Test helpers of the stewardship modals, stewards panel and tables (only *.test.tsx import them).

export const ACTIVITY_ID = '11111111-1111-4111-8111-111111111111';
export const CONTRACT_ID = '22222222-2222-4222-8222-222222222222';

export const fieldOf = (overrides: Partial<ActivityField> = {}): ActivityField => ({
  field_id: 'f-1',
  field_name: 'Creek Bottom',
  acres: 45.5,
  border_rows: false,
  field_lost: false,
  planting: { total_planted_acres: '45.50', planting_rate: 32000, plant_date: '2026-05-01', crop: 190 },
  harvest: null,
  field_lost_replant: [],
  ...overrides,
});

export const activityOf = (overrides: Partial<ActivityView> = {}): ActivityView => ({
  stewardship_activity_id: ACTIVITY_ID,
  contract_id: CONTRACT_ID,
  new_contract_id: '2026000000001234',
  company_id: 'receiver-1',
  external_reference_id: 'reseller-1',
  display_details: {
    grower_name: 'Hansen Family Farms',
    harvest_year: 2026,
    grain_receiver_name: 'Cornbelt Renewable Fuels',
    reseller_name: 'Prairie Gold',
    grower_sap_id: '0012345678',
  },
  fields: [fieldOf()],
  storage_locations: [],
  planting_cleanout: { planting_equipment: null, seed_return: null },
  harvest_cleanout: { harvest_equipment: null },
  stewards: [],
  history: [],
  completeness: { planting: 'complete', harvest: 'empty', storage: 'empty', planting_cleanout: 'empty' },
  can: { edit: true, assign_me: true, assign_others: false },
  version: '5',
  ...overrides,
});

/** Renders inside Mantine, a fresh query client, a router and a session of `me`. */
export function renderWith(ui: ReactNode, me: Partial<HighestRole> = { role_type: 'external', user_id: 'u-1' }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(SESSION_KEY, { company_permissions: {}, email: 'me@example.com', ...me });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SessionProvider>{ui}</SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return client;
}

type Reply = { status?: number; body: unknown };
/** fetch answering by "METHOD /path" (the first match of a method and path); anything else is a 404. */
export function answer(replies: Record<string, Reply | ((body: unknown) => Reply)>) {
  const json = ({ status = 200, body }: Reply) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (url: URL, init?: RequestInit) => {
    const reply = replies[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!reply)
      return json({ status: 404, body: { error: { code: 'not_found', message: 'Not Found', details: null } } });
    return json(typeof reply === 'function' ? reply(init?.body ? JSON.parse(String(init.body)) : null) : reply);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The JSON bodies fetch was called with for "METHOD /path". */
export const bodiesOf = (fetch: ReturnType<typeof answer>, key: string) =>
  fetch.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${(url as URL).pathname}` === key)
    .map(([, init]) => JSON.parse(String(init!.body)));

export const failure = (status: number, message: string) => ({
  status,
  body: { error: { code: 'bad_request', message, details: null } },
});
