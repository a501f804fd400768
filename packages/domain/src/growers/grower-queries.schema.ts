import { z } from 'zod';
import type { createStorageLocationSchema } from '../contracts/contract.schema';
import { CONTRACT_MESSAGES as M } from '../contracts/messages';
import { searchTermSchema } from '../search/search-term.schema';

/** Exactly one of the listed keys is present. */
const oneOf = (keys: string[]) => (query: Record<string, unknown>) =>
  keys.filter((k) => query[k] !== undefined).length === 1;

const growerSearchTerm = searchTermSchema(3, 100);

/** GET/POST /api/grower-fields/v1 and /api/fields-eluminate */
export const growerFieldsQuery = z
  .object({ grower_salesforce_id: z.string().trim().min(1).max(50).optional(), grower_id: z.uuid().optional() })
  .refine(oneOf(['grower_salesforce_id', 'grower_id']), 'Please provide grower_salesforce_id or grower_id');
export type GrowerFieldsQuery = z.output<typeof growerFieldsQuery>;

/** GET /api/grower-360/v1 */
export const grower360Query = z
  .object({ grower_id: z.uuid().optional(), sap_id: z.string().trim().min(1).max(20).optional() })
  .refine(oneOf(['grower_id', 'sap_id']), 'Please provide grower_id or sap_id');
export type Grower360Query = z.output<typeof grower360Query>;

/** GET /api/grower-profile/v1 */
export const growerProfileQuery = z.object({ email: z.string().trim().toLowerCase().min(3).max(254) });

/** GET /api/grower-search: a name (3+ characters), a Salesforce id or a SAP id. */
export const growerSearchQuery = z
  .object({
    query: growerSearchTerm.optional(),
    grower_name: growerSearchTerm.optional(),
    salesforce_id: growerSearchTerm.optional(),
    sap_id: growerSearchTerm.optional(),
    /** Only the growers this reseller may contract (the create page's grower picker). */
    reseller_id: z.uuid().optional(),
  })
  .refine(
    oneOf(['query', 'grower_name', 'salesforce_id', 'sap_id']),
    'Please provide query, grower_name, salesforce_id or sap_id',
  );
export type GrowerSearchQuery = z.output<typeof growerSearchQuery>;

/** GET /api/storage-locations/v1 */
export const storageLocationsQuery = z.object({ grower_id: z.uuid(M.missingGrower) });

/** POST /api/storage-locations/v1 (the schema is the contract form's storage form). */
export type StorageLocationCreate = z.output<typeof createStorageLocationSchema>;
