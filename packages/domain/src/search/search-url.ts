import { z } from 'zod';
import { urlList, urlText } from '../common/url-state';
import { SEARCH_GROUPS } from './search.schema';

/** The Search page's URL (/search): the typed query and the ticked groups (all by default). */
export const searchPageUrl = z.object({ q: urlText(), groups: urlList(SEARCH_GROUPS, SEARCH_GROUPS) });
export type SearchPageUrl = z.output<typeof searchPageUrl>;
