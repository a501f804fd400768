import { describe, expect, it } from 'vitest';
import { companyListUrl, type CompanyListUrl } from '../companies/company-list-url';
import { contractsDashboardUrl, type ContractsDashboardUrl } from '../contracts/contract-list-url';
import { DEFAULT_LIST_STATES } from '../contracts/contract.schema';
import { searchPageUrl } from '../search/search-url';
import { SEARCH_GROUPS } from '../search/search.schema';
import { readUrlState, writeUrlState } from './url-state';

const read = <S extends Parameters<typeof readUrlState>[0]>(schema: S, query: string) =>
  readUrlState(schema, new URLSearchParams(query));

describe('list state in the URL', () => {
  it('an empty URL is the defaults, and the defaults write an empty URL', () => {
    const state = read(contractsDashboardUrl, '');
    expect(state).toEqual({
      contract_search: '',
      year: undefined,
      status: DEFAULT_LIST_STATES,
      sort: 'created',
      order: 'desc',
      page: 1,
    });
    expect(writeUrlState(contractsDashboardUrl, state).toString()).toBe('');
  });

  it('reads back what it wrote: search, year, statuses, sort and page', () => {
    const state: ContractsDashboardUrl = {
      contract_search: 'Hansen',
      year: 2026,
      status: ['voided', 'pending'],
      sort: 'contract_year',
      order: 'asc',
      page: 3,
    };
    const params = writeUrlState(contractsDashboardUrl, state);
    // the statuses in their canonical order, so the same choice is the same URL
    expect(params.toString()).toBe(
      'contract_search=Hansen&year=2026&status=pending%2Cvoided&sort=contract_year&order=asc&page=3',
    );
    expect(read(contractsDashboardUrl, params.toString())).toEqual({ ...state, status: ['pending', 'voided'] });
  });

  it('an empty status choice is every status, not the default', () => {
    const params = writeUrlState(contractsDashboardUrl, { status: [] });
    expect(params.toString()).toBe('status=');
    expect(read(contractsDashboardUrl, 'status=').status).toEqual([]);
  });

  it('what is not valid falls back to its default; unknown values and parameters are dropped', () => {
    expect(read(contractsDashboardUrl, 'year=abc&page=-2&sort=grower_name&order=up&status=pending,lost&x=1')).toEqual({
      contract_search: '',
      year: undefined,
      status: ['pending'],
      sort: 'created',
      order: 'desc',
      page: 1,
    });
    expect(read(contractsDashboardUrl, `contract_search=${'a'.repeat(300)}`).contract_search).toHaveLength(200);
  });

  it('keeps the URL’s other parameters and removes a field set back to its default', () => {
    const base = new URLSearchParams('ticket=abc&page=4&sort=contract_year');
    expect(writeUrlState(contractsDashboardUrl, { page: 1, sort: 'created' }, base).toString()).toBe('ticket=abc');
  });

  it('the company list: search, Enogen dealers, sort and page', () => {
    expect(read(companyListUrl, '')).toEqual({
      search: '',
      dealer: false,
      sort: 'company_name',
      order: 'asc',
      page: 1,
    });
    const state: CompanyListUrl = { search: 'Prairie', dealer: true, sort: 'sap_id', order: 'desc', page: 2 };
    const params = writeUrlState(companyListUrl, state);
    expect(params.toString()).toBe('search=Prairie&dealer=true&sort=sap_id&order=desc&page=2');
    expect(read(companyListUrl, params.toString())).toEqual(state);
  });

  it('the search page: the query and the ticked groups', () => {
    expect(read(searchPageUrl, '')).toEqual({ q: '', groups: SEARCH_GROUPS });
    expect(read(searchPageUrl, 'q=%20okafor%20&groups=users,contracts')).toEqual({
      q: 'okafor',
      groups: ['users', 'contracts'],
    });
    expect(writeUrlState(searchPageUrl, { q: 'okafor', groups: [...SEARCH_GROUPS] }).toString()).toBe('q=okafor');
  });
});
