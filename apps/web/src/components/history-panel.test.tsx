import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RecordHistoryEntry } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, renderWith } from '../testing/render';
import { HistoryButton, HistoryPanel } from './history-panel';

afterEach(() => vi.unstubAllGlobals());

const URL = 'GET /api/scale-ticket/history';
const entry = (over: Partial<RecordHistoryEntry>): RecordHistoryEntry => ({
  audit_id: crypto.randomUUID(),
  at: '2026-11-28T10:00:00.000Z',
  user_id: 'u-1',
  user_name: 'Rachel Okafor',
  action: 'update',
  entity: 'scale_ticket',
  entity_id: 't-1',
  changes: [],
  ...over,
});

describe('HistoryPanel', () => {
  it('shows who, when and each field old → new in the form’s labels, newest first', async () => {
    answer({
      [URL]: {
        body: {
          page: 1,
          has_more: false,
          items: [
            entry({ changes: [{ field: 'net_quantity', from: 500, to: 777 }] }),
            entry({ user_name: null, action: 'delete', at: '2026-11-27T10:00:00.000Z' }),
          ],
        },
      },
    });
    renderWith(<HistoryPanel kind="scale_ticket" id="t-1" />);
    const list = await screen.findByRole('list', { name: 'History' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('Rachel Okafor');
    expect(first!.textContent).toContain('Updated');
    expect(first!.textContent).toContain('Net quantity500 → 777');
    expect(second!.textContent).toContain('System');
    expect(second!.textContent).toContain('Deleted');
  });

  it("words a user's invitation, acceptance and removal with the user page's labels", async () => {
    const company = { field: 'company', from: null, to: 'Prairie Gold Seed Co.' };
    const role = { field: 'role', from: null, to: 'Reseller' };
    answer({
      'GET /api/company-management/v1/users/history': {
        body: {
          page: 1,
          has_more: false,
          items: [
            entry({
              action: 'delete',
              entity: 'assignment',
              changes: [
                { ...company, from: company.to, to: null },
                { ...role, from: role.to, to: null },
              ],
            }),
            entry({ action: 'set-password', entity: 'user', user_name: 'Sam Operator' }),
            entry({ action: 'invite', entity: 'assignment', changes: [company, role] }),
          ],
        },
      },
    });
    renderWith(<HistoryPanel kind="user" id="u-2" />);
    const list = await screen.findByRole('list', { name: 'History' });
    const [removed, accepted, invited] = within(list).getAllByRole('listitem');
    expect(removed!.textContent).toMatch(/Removed.*CompanyPrairie Gold Seed Co\. → —RoleReseller → —/);
    expect(accepted!.textContent).toMatch(/Sam Operator.*Invitation accepted/);
    expect(invited!.textContent).toMatch(/Invited.*Company— → Prairie Gold Seed Co\.Role— → Reseller/);
  });

  it('says so when nothing was recorded', async () => {
    answer({ [URL]: { body: { page: 1, has_more: false, items: [] } } });
    renderWith(<HistoryPanel kind="scale_ticket" id="t-1" />);
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
  });

  it('loads the next page with Load more', async () => {
    const fetch = answer({
      [URL]: () => {
        const page = fetch.mock.calls.length;
        return {
          body: {
            page,
            has_more: page === 1,
            items: [entry({ changes: [{ field: 'notes', from: null, to: `note ${page}` }] })],
          },
        };
      },
    });
    renderWith(<HistoryPanel kind="scale_ticket" id="t-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('note 2')).toBeTruthy();
    expect(screen.getByText('note 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(String(fetch.mock.calls[1]![0])).toContain('page=2');
    expect(String(fetch.mock.calls[1]![0])).toContain('scale_ticket_id=t-1');
  });

  it('shows a skeleton while loading, then an error with Retry that reads again', async () => {
    let fail = true;
    answer({
      [URL]: () => (fail ? failure(500, 'down') : { body: { page: 1, has_more: false, items: [entry({})] } }),
    });
    renderWith(<HistoryPanel kind="scale_ticket" id="t-1" />);
    expect(screen.getByLabelText('History').getAttribute('aria-busy')).toBe('true');
    expect((await screen.findByRole('alert')).textContent).toContain('The history could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Rachel Okafor')).toBeTruthy());
  });
});

describe('HistoryButton', () => {
  it('opens the panel in a drawer, reading the company’s history', async () => {
    const fetch = answer({
      'GET /api/company-management/v1/history': {
        body: {
          page: 1,
          has_more: false,
          items: [entry({ entity: 'company', changes: [{ field: 'address1', from: 'A', to: 'B' }] })],
        },
      },
    });
    renderWith(<HistoryButton kind="company" id="c-1" />);
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByText('Address')).toBeTruthy();
  });
});
