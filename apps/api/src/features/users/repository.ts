import type { Profile, UserLookup } from '@portal/domain';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { assignments, users } from '../../db/schema';
import type { Actor } from '../../plugins/actor';
import { visibleUsers } from '../../services/company-scope';
import type { PortalDeps } from '../../services/deps';
import { versionOf, type VersionedRecord } from '../../services/record-version';

export type UserDeps = Pick<PortalDeps, 'db'>;

const lookupColumns = {
  user_id: users.id,
  email: users.email,
  first: users.first,
  last: users.last,
  invite_complete: users.inviteComplete,
};

/** The phone and address: shown on the user page, never to the invite's e-mail check. */
const contactColumns = {
  phone: users.phone,
  address1: users.address1,
  address2: users.address2,
  city: users.city,
  state: users.state,
  zipcode: users.zipcode,
};

const profileColumns = { ...lookupColumns, ...contactColumns };

/** A user's profile is edited on the version the user's row had when read. */
export const USER_RECORD: VersionedRecord = { table: users, id: users.id, entity: 'user' };

/** The expression the trigram index users_search_trgm_idx covers. */
const searchable = sql`(coalesce(${users.first}, '') || ' ' || coalesce(${users.last}, '') || ' ' || ${users.email})`;

/** The user with this e-mail among the people the actor may see (visibleUsers), without the phone or address. */
export async function findVisibleUserByEmail(tx: Tx, actor: Actor, email: string): Promise<UserLookup | null> {
  const [user] = await tx
    .select(lookupColumns)
    .from(users)
    .where(and(eq(users.email, email), visibleUsers(actor)));
  return user ?? null;
}

/** The user's profile, once per assignment with its company (no rows: no such user). */
export function userProfileRows(tx: Tx, userId: string) {
  return tx
    .select({ ...profileColumns, version: versionOf(users), company_id: assignments.companyId })
    .from(users)
    .leftJoin(assignments, eq(assignments.userId, users.id))
    .where(eq(users.id, userId));
}

export async function findUserIdByEmail(tx: Tx, email: string): Promise<string | null> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

export async function userExists(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(row);
}

export async function insertUser(tx: Tx, id: string, email: string): Promise<void> {
  await tx.insert(users).values({ id, email, name: '' });
}

/** Sets a user's name, phone and address; null when there is no such user. */
export async function updateUserProfile(tx: Tx, userId: string, profile: Profile) {
  const [row] = await tx
    .update(users)
    .set({ ...profile, name: `${profile.first} ${profile.last}`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({
      user_id: users.id,
      first: users.first,
      last: users.last,
      ...contactColumns,
      version: versionOf(users),
    });
  return row ?? null;
}

/** Users the actor may see whose name or e-mail holds every word (trigram index), by name. */
export function searchVisibleUsers(tx: Tx, actor: Actor, words: string[], limit: number) {
  return tx
    .select({ user_id: users.id, email: users.email, first: users.first, last: users.last })
    .from(users)
    .where(
      and(
        sql.join(
          words.map((word) => ilike(searchable, likePattern(word))),
          sql` and `,
        ),
        visibleUsers(actor),
      ),
    )
    .orderBy(asc(users.last), asc(users.first), asc(users.email))
    .limit(limit);
}
