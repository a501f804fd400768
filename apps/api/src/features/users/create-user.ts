import { INVITE_MESSAGES } from '@portal/domain';
import type { Db } from '../../db/client';
import { conflict } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import { findUserIdByEmail, insertUser } from './repository';

/** Add a user by e-mail; 409 when the e-mail is already a user. */
export function createUser(db: Db, email: string, audit: Auditor) {
  return db.transaction(async (tx) => {
    const existing = await findUserIdByEmail(tx, email);
    if (existing) throw conflict(INVITE_MESSAGES.userAlreadyExists, { user_id: existing });
    const id = crypto.randomUUID();
    await insertUser(tx, id, email);
    await audit(tx, { action: 'create', entity: 'user', entityId: id, details: { email } });
    return { data: { user_id: id } };
  });
}
