import { companyListUrl } from '@portal/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../testing/render';
import { useUrlSearchText, useUrlState } from './url-state';

/** A list page in miniature: a search box, a sort, a page, and Back. */
function List() {
  const [state, set] = useUrlState(companyListUrl);
  const [text, setText] = useUrlSearchText(state.search, (search) => set({ search, page: 1 }), 50);
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="Search" value={text} onChange={(event) => setText(event.currentTarget.value)} />
      <button onClick={() => set({ page: state.page + 1 }, { push: true })}>Next page</button>
      <button onClick={() => set({ sort: 'sap_id', order: 'desc', page: 1 }, { push: true })}>Sort by SAP ID</button>
      <button onClick={() => navigate(-1)}>Back</button>
      <output aria-label="url">{search}</output>
      <output aria-label="state">{JSON.stringify(state)}</output>
    </>
  );
}

const url = () => screen.getByRole('status', { name: 'url' }).textContent;
const state = () => JSON.parse(screen.getByRole('status', { name: 'state' }).textContent!);

describe('useUrlState', () => {
  it('reads the state of the URL, ignoring what is not valid and keeping other parameters', () => {
    renderWith(<List />, { route: '/company?page=abc&sort=sap_id&dealer=true&ticket=7' });
    expect(state()).toEqual({ search: '', dealer: true, sort: 'sap_id', order: 'asc', page: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(url()).toBe('?page=2&sort=sap_id&dealer=true&ticket=7');
  });

  it('a page or a sort adds a history entry (Back undoes it); defaults stay out of the URL', async () => {
    renderWith(<List />, { route: '/company' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(url()).toBe('?page=3');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by SAP ID' }));
    expect(url()).toBe('?sort=sap_id&order=desc');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(url()).toBe('?page=3'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(url()).toBe('?page=2'));
  });

  it('typing reaches the URL once it pauses, replacing the entry; Back shows the URL’s own text', async () => {
    renderWith(<List />, { route: '/company?page=2' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: ' Prairie ' } });
    expect(url()).toBe('?page=3');
    await waitFor(() => expect(url()).toBe('?search=Prairie'));
    // the typed search replaced the page-3 entry: Back goes to page 2, and the box follows the URL
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    await waitFor(() => expect(url()).toBe('?page=2'));
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
  });
});
