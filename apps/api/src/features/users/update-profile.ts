import { canEditProfile, phoneForSending, type UserProfileUpdate } from '@portal/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { forbidden, notFound } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import { claimVersion } from '../../services/record-version';
import { updateUserProfile, USER_RECORD } from './repository';

/** Update User / Please Complete Profile, on the version read (If-Match): one's own, or anyone's for admins. */
export async function updateProfile(
  db: Db,
  actor: Actor,
  input: UserProfileUpdate,
  audit: Auditor,
  version: string | undefined,
) {
  const { user_id, first, last, phone } = input;
  if (!canEditProfile(actor.access, actor.userId, user_id)) throw forbidden();
  return db.transaction(async (tx) => {
    await claimVersion(tx, USER_RECORD, user_id, version, 'User not found');
    const row = await updateUserProfile(tx, user_id, { first, last, phone: phoneForSending(phone) });
    if (!row) throw notFound('User not found');
    await audit(tx, { action: 'update', entity: 'user', entityId: user_id });
    return row;
  });
}
