import type { UserSearchQuery } from '@portal/domain';
import type { Service } from '../../services/service';
import { searchVisibleUsers, type UserDeps } from './repository';

/**
 * User search (3+ characters over first, last and e-mail, trigram index): only people of
 * companies the actor may see (visibleUsers). Only names and e-mails are returned.
 */
export const searchUsers = (async ({ db }, { actor }, { full_name, other, limit }) => {
  const words = (full_name ?? other)!.split(/\s+/).filter(Boolean);
  return { data: { items: await searchVisibleUsers(db, actor, words, limit) } };
}) satisfies Service<UserDeps, UserSearchQuery>;
