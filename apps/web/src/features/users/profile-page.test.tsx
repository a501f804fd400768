import type { UserProfile } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, bodiesOf, renderWith } from '../../testing/render';
import { ProfilePage } from './profile-page';
import { UserPage } from './user-page';

const USERS = '/api/company-management/v1/users';
const STORED: UserProfile = {
  user_id: 'u-1',
  email: 'me@example.com',
  first: 'Riley',
  last: 'Jensen',
  phone: '17125550103',
  address1: '12 Oak Street',
  address2: 'Apt 3',
  city: 'Ames',
  state: 'IA',
  zipcode: '50010',
  invite_complete: true,
  version: '7',
};
const ME = { user_id: 'u-1', first: 'Riley', last: 'Jensen' };
const value = (label: RegExp | string) => (screen.getByLabelText(label) as HTMLInputElement).value;

afterEach(() => vi.unstubAllGlobals());

describe('ProfilePage and UserPage', { timeout: 30_000 }, () => {
  it('1.11: /update-profile prefills the stored phone and address; an emptied line is sent empty', async () => {
    const fetch = answer({
      [`GET ${USERS}`]: { body: { data: STORED } },
      [`PATCH ${USERS}`]: { body: STORED },
    });
    renderWith(<ProfilePage mode="update-profile" />, { me: ME });
    await waitFor(() => expect(value(/^Phone/)).toBe('(712) 555-0103'));
    expect(value('Address')).toBe('12 Oak Street');
    expect(value('Zip code')).toBe('50010');
    fireEvent.change(screen.getByLabelText('Address line 2'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf(fetch, `PATCH ${USERS}`)).toHaveLength(1));
    expect(bodiesOf(fetch, `PATCH ${USERS}`)[0]).toEqual({
      user_id: 'u-1',
      first: 'Riley',
      last: 'Jensen',
      phone: '(712) 555-0103',
      address1: '12 Oak Street',
      address2: '',
      city: 'Ames',
      state: 'IA',
      zipcode: '50010',
    });
  });

  it('1.54: the user information card shows the address', async () => {
    answer({ [`GET ${USERS}`]: { body: { data: STORED } } });
    renderWith(
      <Routes>
        <Route path="/company/:companyId/user/:userId" element={<UserPage assignments={() => null} />} />
      </Routes>,
      { me: ME, route: '/company/ANY/user/u-1' },
    );
    const card = await screen.findByRole('region', { name: 'User information' });
    expect(card.textContent).toContain('12 Oak Street, Apt 3, Ames, IA 50010');
  });
});
