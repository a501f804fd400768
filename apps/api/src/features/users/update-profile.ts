import { canEditProfile, phoneForSending, type UserProfileUpdate } from '@portal/domain';
import { forbidden, notFound } from '../../plugins/errors';
import { claimVersion } from '../../services/record-version';
import type { Service, Versioned } from '../../services/service';
import { updateUserProfile, USER_RECORD, type UserDeps } from './repository';

/**
 * Update User / Please Complete Profile (name, phone, address), on the version read (If-Match): one's own,
 * or anyone's for admins.
 */
export const updateProfile = (async ({ db }, { actor, audit }, { change: input, version }) => {
  const { user_id, phone, ...profile } = input;
  if (!canEditProfile(actor.access, actor.userId, user_id)) throw forbidden();
  return db.transaction(async (tx) => {
    await claimVersion(tx, USER_RECORD, user_id, version, 'User not found');
    const row = await updateUserProfile(tx, user_id, { ...profile, phone: phoneForSending(phone) });
    if (!row) throw notFound('User not found');
    await audit(tx, { action: 'update', entity: 'user', entityId: user_id });
    return row;
  });
}) satisfies Service<UserDeps, Versioned<UserProfileUpdate>>;
