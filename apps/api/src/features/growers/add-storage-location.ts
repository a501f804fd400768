import type { StorageLocationCreate } from '@portal/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { notFound } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import { isGrowerVisible } from '../../services/grower-access';
import { insertStorageLocation } from './grower-repository';

/** Adds a storage location to a grower the user may see (the create page's storage form). */
export async function addStorageLocation(db: Db, actor: Actor, input: StorageLocationCreate, audit: Auditor) {
  if (!(await isGrowerVisible(db, actor, input.grower_id))) throw notFound('Grower not found');
  return db.transaction(async (tx) => {
    const created = await insertStorageLocation(tx, input);
    await audit(tx, {
      action: 'create',
      entity: 'storage_location',
      entityId: created.storage_locations_id,
      details: input,
    });
    return created;
  });
}
