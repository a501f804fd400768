import { formatDateTime, type AuditLogEntry } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderWith } from '../../testing/render';
import { apiFilter, auditLogExportUrl } from './api/audit-log';
import { AuditLogPage, recordLink } from './audit-log-page';

const entry = (overrides: Partial<AuditLogEntry>): AuditLogEntry => ({
  audit_id: 'a-1',
  at: '2026-11-02T15:00:00.000Z',
  user_id: 'u-1',
  user_name: 'Riley Receiver',
  user_email: 'receiver@example.com',
  action: 'update',
  entity: 'scale_ticket',
  entity_id: 't-1',
  changes: [{ field: 'net_quantity', from: 1000, to: 1200 }],
  company_names: ['Cornbelt Renewable Fuels'],
  details: {},
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('AuditLogPage', () => {
  it('shows who, the company, a readable record type, the record link and each change as old → new', async () => {
    answer({
      'GET /api/admin/audit-log/v1': {
        body: {
          items: [
            entry({}),
            entry({
              audit_id: 'a-2',
              entity: 'company',
              entity_id: 'c-9',
              changes: [],
              details: { company_name: 'Acme' },
            }),
          ],
          has_more: false,
        },
      },
    });
    renderWith(<AuditLogPage />, { route: '/admin/audit-log' });
    const first = (await screen.findByText('Net quantity: 1,000 → 1,200', {}, { timeout: 10_000 })).closest('tr')!;
    const rows = [first, screen.getByText('Company name: Acme').closest('tr')!];
    expect(within(rows[0]!).getByText('Riley Receiver')).toBeTruthy();
    expect(within(rows[0]!).getByText('receiver@example.com')).toBeTruthy();
    expect(within(rows[0]!).getByText('Cornbelt Renewable Fuels')).toBeTruthy();
    expect(within(rows[0]!).getByText('Scale ticket')).toBeTruthy();
    expect(within(rows[0]!).getByText('Updated')).toBeTruthy();
    expect(within(rows[1]!).getByText('Company name: Acme')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'c-9' }).getAttribute('href')).toBe('/company/c-9');
    expect((screen.getByText('Next').closest('button') as HTMLButtonElement).disabled).toBe(true);
  }, 20_000);

  it('shows when in local time, and the changes in the labels and formats of the record screens', async () => {
    const at = '2026-11-02T15:00:00.000Z';
    answer({
      'GET /api/admin/audit-log/v1': {
        body: {
          items: [
            entry({
              action: 'send-for-signing',
              entity: 'company',
              changes: [
                { field: 'sap_id', from: null, to: '12' },
                { field: 'enogen_dealer', from: false, to: true },
                { field: 'modified', from: '2026-03-05', to: at },
              ],
            }),
          ],
          has_more: false,
        },
      },
    });
    renderWith(<AuditLogPage />, { route: '/admin/audit-log' });
    const row = (await screen.findByText('SAP ID: — → 12', {}, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).getByText('Enogen Dealer: No → Yes')).toBeTruthy();
    expect(within(row).getByText(`Modified: 03/05/2026 → ${formatDateTime(at)}`)).toBeTruthy();
    expect(within(row).getByText('Sent for signing')).toBeTruthy();
    expect(within(row).getByText(formatDateTime(at)).getAttribute('datetime')).toBe(at);
    expect(within(row).queryByText(/2026-11-02T/)).toBeNull();
  }, 20_000);

  it('asks for the record type chosen, and the export link carries the same filter', async () => {
    const fetch = answer({ 'GET /api/admin/audit-log/v1': { body: { items: [], has_more: true } } });
    renderWith(<AuditLogPage />, { route: '/admin/audit-log' });
    fireEvent.click(await screen.findByPlaceholderText('All', {}, { timeout: 10_000 }));
    fireEvent.click(await screen.findByText('Scale ticket'));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => (url as URL).searchParams.get('entity') === 'scale_ticket')).toBe(true),
    );
    const download = screen.getByText('Download Excel').closest('a')!;
    expect(download.getAttribute('href')).toBe('/api/admin/audit-log/v1/export?entity=scale_ticket');
    expect((screen.getByText('Next').closest('button') as HTMLButtonElement).disabled).toBe(false);
  }, 20_000);
});

describe('the audit log filters', () => {
  it('turn local days into a range of instants, the last day included', () => {
    const filter = apiFilter({ from_day: '2026-11-01', to_day: '2026-11-02' });
    expect(new Date(filter.from!).getTime()).toBe(new Date('2026-11-01T00:00:00').getTime());
    expect(new Date(filter.to!).getTime()).toBe(new Date('2026-11-03T00:00:00').getTime());
    expect(auditLogExportUrl({ user_id: 'u-1' })).toBe('/api/admin/audit-log/v1/export?user_id=u-1');
  });
  it('link the records whose page the row can name', () => {
    expect(recordLink(entry({ entity: 'contract_template', entity_id: 'x' }))).toBe('/master-agreement/x');
    expect(recordLink(entry({ entity: 'contract_template', action: 'upload', entity_id: 'plan' }))).toBeNull();
    expect(recordLink(entry({ entity: 'production_plan', entity_id: 'p', details: { company_id: 'c' } }))).toBe(
      '/company/c/production-plan/view/p',
    );
    expect(recordLink(entry({ entity: 'scale_ticket' }))).toBeNull();
  });
});
