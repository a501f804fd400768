import { canEditProfile, diffChanges, phoneForSending, type UserProfileUpdate } from '@portal/domain';
import { forbidden, notFound } from '../../plugins/errors';
import { claimVersion } from '../../services/record-version';
import type { Service, Versioned } from '../../services/service';
import { updateUserProfile, USER_RECORD, userProfileRows, type UserDeps } from './repository';

/**
 * Update User / Please Complete Profile (name, phone, address), on the version read (If-Match): one's own,
 * or anyone's for admins.
 */
export const updateProfile = (async ({ db }, { actor, audit }, { change: input, version }) => {
  const { user_id, phone, ...profile } = input;
  if (!canEditProfile(actor.access, actor.userId, user_id)) throw forbidden();
  return db.transaction(async (tx) => {
    await claimVersion(tx, USER_RECORD, user_id, version, 'User not found');
    const [before] = await userProfileRows(tx, user_id);
    const row = await updateUserProfile(tx, user_id, { ...profile, phone: phoneForSending(phone) });
    if (!row || !before) throw notFound('User not found');
    const fields = Object.keys(row).filter((key) => key !== 'user_id' && key !== 'version') as (keyof typeof row)[];
    const changes = diffChanges(
      Object.fromEntries(fields.map((key) => [key, before[key as keyof typeof before]])),
      Object.fromEntries(fields.map((key) => [key, row[key]])),
    );
    await audit(tx, { action: 'update', entity: 'user', entityId: user_id, details: { changes } });
    return row;
  });
}) satisfies Service<UserDeps, Versioned<UserProfileUpdate>>;
