import {
  ANY_COMPANY,
  canReadUser,
  checkAccess,
  INVITE_MESSAGES,
  USER_LOOKUP_CODES,
  type UserGetQuery,
  type UserProfile,
} from '@portal/domain';
import { forbidden, notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { findVisibleUserByEmail, userProfileRows, type UserDeps } from './repository';

/**
 * One user: by email (the invite's existence check: read-user or an invite permission
 * anywhere; people of companies the actor may see, without the phone), or by user_id
 * (oneself, an admin, or read-user at one of the user's companies).
 */
export const readUser = (async ({ db }, { actor }, { email, user_id }) => {
  if (email) {
    if (email !== actor.email && checkAccess(actor.access, ANY_COMPANY, USER_LOOKUP_CODES) !== 'success')
      throw forbidden();
    // Someone outside the people the actor may see answers like an unknown e-mail, so a
    // look-up does not reveal who has an account.
    const user = await findVisibleUserByEmail(db, actor, email);
    if (!user) throw notFound(INVITE_MESSAGES.unknownEmail);
    return { data: user };
  }
  const rows = await userProfileRows(db, user_id!);
  if (!rows.length) throw notFound('User not found');
  if (
    !canReadUser(
      actor.access,
      actor.userId,
      user_id!,
      rows.map((r) => r.company_id),
    )
  )
    throw forbidden();
  const { company_id: _, ...user } = rows[0]!;
  return { data: user satisfies UserProfile };
}) satisfies Service<UserDeps, UserGetQuery>;
