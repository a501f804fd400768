import { z } from 'zod';
import { SEARCH_MIN_LENGTH } from '../formatting/search-terms';

/** The longest search term any search accepts. */
export const SEARCH_MAX_LENGTH = 200;

/** The spec's text for a search term that is too short. */
export const searchTermMessage = (min = SEARCH_MIN_LENGTH) => `Please type at least ${min} characters`;

/** A trimmed search term of at least `min` characters (the global, company, user and grower searches). */
export function searchTermSchema(min = SEARCH_MIN_LENGTH, max = SEARCH_MAX_LENGTH) {
  return z.string().trim().min(min, searchTermMessage(min)).max(max, `Please type at most ${max} characters`);
}
