import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, bodiesOf, failure, renderWith } from '../../testing/render';
import { activityOf, ACTIVITY_ID } from './modals/modals-test-kit';
import { StewardsPanel } from './stewards-panel';

afterEach(() => vi.unstubAllGlobals());

const stella = {
  user_id: 'u-stella',
  first_name: 'Stella',
  last_name: 'Hart',
  phone: '15155550102',
  email: 'steward@example.com',
  stewardship_activity_id: ACTIVITY_ID,
  external_reference_id: null,
};

describe('StewardsPanel', { timeout: 20_000 }, () => {
  it('lists the stewards; Assign Me is hidden for a steward and for those who may not assign themselves', () => {
    renderWith(<StewardsPanel activity={activityOf({ stewards: [stella] })} />, { me: { user_id: 'u-stella' } });
    expect(screen.getByRole('table', { name: 'Stewards' })).toBeTruthy();
    expect(screen.getByText('Stella Hart')).toBeTruthy();
    expect(screen.getByText('(515) 555-0102')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assign Me' })).toBeNull();
  });

  it('hides Assign Me without the right', () => {
    renderWith(
      <StewardsPanel activity={activityOf({ can: { edit: false, assign_me: false, assign_others: false } })} />,
    );
    expect(screen.queryByRole('button', { name: 'Assign Me' })).toBeNull();
    expect(screen.queryByRole('searchbox', { name: 'Assign another user' })).toBeNull();
  });

  it('Assign Me posts the user’s own id; a refusal is shown', async () => {
    const fetch = answer({ 'POST /api/stewards': failure(403, 'Forbidden') });
    renderWith(<StewardsPanel activity={activityOf()} />, { me: { user_id: 'u-me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Assign Me' }));
    expect(await screen.findByText('Forbidden')).toBeTruthy();
    expect(bodiesOf(fetch, 'POST /api/stewards')).toEqual([{ stewardship_activity_id: ACTIVITY_ID, user_id: 'u-me' }]);
  });

  it('admins find a user by e-mail and assign them', async () => {
    const fetch = answer({
      'GET /api/user-search': {
        body: { data: { items: [{ user_id: 'u-sam', email: 'sam@example.com', first: 'Sam', last: 'Lee' }] } },
      },
      'POST /api/stewards': { body: activityOf() },
    });
    renderWith(<StewardsPanel activity={activityOf({ can: { edit: true, assign_me: true, assign_others: true } })} />, {
      me: { role_type: 'admin', user_id: 'u-admin' },
    });
    const search = screen.getByRole('searchbox', { name: 'Assign another user' });
    fireEvent.change(search, { target: { value: 'sam@ex' } });
    const assign = await screen.findByRole('button', { name: 'Assign Sam Lee (sam@example.com)' }, { timeout: 3000 });
    fireEvent.click(assign);
    await waitFor(() =>
      expect(bodiesOf(fetch, 'POST /api/stewards')).toEqual([
        { stewardship_activity_id: ACTIVITY_ID, user_id: 'u-sam' },
      ]),
    );
    const searched = fetch.mock.calls.find(([url]) => (url as URL).pathname === '/api/user-search')!;
    expect((searched[0] as URL).searchParams.get('full_name')).toBe('sam@ex');
  });
});
