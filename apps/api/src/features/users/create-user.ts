import { INVITE_MESSAGES } from '@portal/domain';
import { conflict } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { findUserIdByEmail, findVisibleUserByEmail, insertUser, type UserDeps } from './repository';

/**
 * Add a user by e-mail; 409 when the e-mail is already a user the actor may see. Someone the actor
 * may not see answers like a new address (their id, as a new user's would be, for the assignment
 * that follows), so the call reveals no account outside the actor's people.
 */
export const createUser = (async ({ db }, { actor, audit }, email) => {
  return db.transaction(async (tx) => {
    const existing = await findUserIdByEmail(tx, email);
    if (existing && (await findVisibleUserByEmail(tx, actor, email)))
      throw conflict(INVITE_MESSAGES.userAlreadyExists, { user_id: existing });
    if (existing) {
      await audit(tx, { action: 'add-existing', entity: 'user', entityId: existing, details: { email } });
      return { data: { user_id: existing } };
    }
    const id = crypto.randomUUID();
    await insertUser(tx, id, email);
    await audit(tx, { action: 'create', entity: 'user', entityId: id, details: { email } });
    return { data: { user_id: id } };
  });
}) satisfies Service<UserDeps, string>;
