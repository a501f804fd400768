import type { UserSearchQuery } from '@portal/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { searchVisibleUsers } from './repository';

/**
 * User search (3+ characters over first, last and e-mail, trigram index): only people of
 * companies the actor may see (visibleUsers). Only names and e-mails are returned.
 */
export async function searchUsers(db: Db, actor: Actor, { full_name, other, limit }: UserSearchQuery) {
  const words = (full_name ?? other)!.split(/\s+/).filter(Boolean);
  return { data: { items: await searchVisibleUsers(db, actor, words, limit) } };
}
