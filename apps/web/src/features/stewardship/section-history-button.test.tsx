import type { RecordHistoryEntry } from '@portal/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderWith } from '../../testing/render';
import { SectionHistoryButton } from './section-history-button';

afterEach(() => vi.unstubAllGlobals());

const URL = 'GET /api/stewardship-activities/history';
const entry: RecordHistoryEntry = {
  audit_id: 'a-1',
  at: '2026-11-28T10:00:00.000Z',
  user_id: 'u-1',
  user_name: 'Stella Hart',
  action: 'Edit planting stewardship',
  entity: 'stewardship_activity',
  entity_id: 'act-1',
  changes: [
    { field: 'North 40:planting_rate', from: 32000, to: 34500 },
    { field: 'seed_return', from: null, to: true },
  ],
};
const requested = (fetch: ReturnType<typeof answer>) =>
  fetch.mock.calls.map(([url]) => new globalThis.URL(String(url)));

describe('SectionHistoryButton', () => {
  it("opens its section's History: the steward's name and each value old → new in the form's labels", async () => {
    const fetch = answer({ [URL]: { body: { page: 1, has_more: false, items: [entry] } } });
    renderWith(<SectionHistoryButton activityId="act-1" section="planting" />);
    const button = screen.getByRole('button', { name: 'History: Planting Stewardship' });
    expect(button.textContent).toBe('History');
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);

    const drawer = await screen.findByRole('dialog', { name: 'History: Planting Stewardship' });
    const item = (await within(drawer).findAllByRole('listitem'))[0]!;
    expect(item.textContent).toMatch(/Stella Hart/);
    expect(item.textContent).toMatch(/Edit planting stewardship/);
    expect(item.textContent).toMatch(/North 40 · Planting rate32,000 → 34,500/);
    expect(item.textContent).toMatch(/Seed return— → Yes/);
    const [url] = requested(fetch);
    expect(url!.searchParams.get('activity_id')).toBe('act-1');
    expect(url!.searchParams.get('section')).toBe('planting');
  });

  it('without a section is the activity’s All changes, unfiltered', async () => {
    const fetch = answer({ [URL]: { body: { page: 1, has_more: false, items: [] } } });
    renderWith(<SectionHistoryButton activityId="act-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'History: All changes' }));
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
    const [url] = requested(fetch);
    expect(url!.searchParams.has('section')).toBe(false);
  });
});
