import { z } from 'zod';

const text = z.string().nullable();

/** A grower with its reseller, as grower search, grower-360 and grower-profile return it. */
export const growerHitSchema = z.object({
  grower_id: z.string(),
  grower_name: z.string(),
  first: text,
  last: text,
  address: text,
  address2: text,
  city: text,
  state: text,
  zipcode: text,
  phone: text,
  email: text,
  sap_id: text,
  grower_sfdc_id: text,
  reseller: z.object({ reseller_id: z.string(), reseller_name: z.string(), reseller_sap_id: text }).nullable(),
});
export type GrowerHit = z.infer<typeof growerHitSchema>;

/** GET /api/grower-search */
export const growerSearchResponse = z.object({ growers: z.array(growerHitSchema) });
export type GrowerSearchResponse = z.infer<typeof growerSearchResponse>;

/** GET /api/grower-360/v1 and /api/grower-profile/v1 */
export const growerResponse = z.object({ grower: growerHitSchema });
export type GrowerResponse = z.infer<typeof growerResponse>;

/** One of a grower's storage locations (GET and POST /api/storage-locations/v1). */
export const storageLocationSchema = z.object({
  storage_locations_id: z.string(),
  storage_locations_name: z.string(),
  storage_locations_capacity: z.number(),
  storage_locations_type: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type StorageLocation = z.infer<typeof storageLocationSchema>;

/** GET /api/storage-locations/v1 */
export const storageLocationsResponse = z.object({ storage_locations: z.array(storageLocationSchema) });
export type StorageLocationsResponse = z.infer<typeof storageLocationsResponse>;

/** POST /api/storage-locations/v1 */
export const storageLocationAddedResponse = z.object({ message: z.string(), storage_location: storageLocationSchema });
export type StorageLocationAddedResponse = z.infer<typeof storageLocationAddedResponse>;
