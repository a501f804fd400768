import { canEditProfile, phoneForSending, type UserProfileUpdate } from '@portal/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { forbidden, notFound } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import { updateUserProfile } from './repository';

/** Update User / Please Complete Profile: one's own profile, or anyone's for admins. */
export async function updateProfile(db: Db, actor: Actor, input: UserProfileUpdate, audit: Auditor) {
  const { user_id, first, last, phone } = input;
  if (!canEditProfile(actor.access, actor.userId, user_id)) throw forbidden();
  return db.transaction(async (tx) => {
    const row = await updateUserProfile(tx, user_id, { first, last, phone: phoneForSending(phone) });
    if (!row) throw notFound('User not found');
    await audit(tx, { action: 'update', entity: 'user', entityId: user_id });
    return row;
  });
}
