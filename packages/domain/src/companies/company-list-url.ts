import { z } from 'zod';
import { urlEnum, urlFlag, urlPage, urlText, SORT_ORDERS } from '../common/url-state';
import { COMPANY_SORTS } from './company-queries.schema';

/** The company list's URL (/company): the search, the Enogen dealer filter, the sort and the page. */
export const companyListUrl = z.object({
  search: urlText(),
  dealer: urlFlag(),
  sort: urlEnum(COMPANY_SORTS, 'company_name'),
  order: urlEnum(SORT_ORDERS, 'asc'),
  page: urlPage(),
});
export type CompanyListUrl = z.output<typeof companyListUrl>;
