import type { StorageLocationCreate } from '@portal/domain';
import { notFound } from '../../plugins/errors';
import { isGrowerVisible } from '../../services/grower-access';
import type { Service } from '../../services/service';
import { insertStorageLocation, type GrowerDeps } from './grower-repository';

/** Adds a storage location to a grower the user may see (the create page's storage form). */
export const addStorageLocation = (async ({ db }, { actor, audit }, input) => {
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
}) satisfies Service<GrowerDeps, StorageLocationCreate>;
