import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './platform';
import { trigramIndex } from './trigram-index';

/** A Salesforce id belongs to one grower. */
export const GROWER_SFDC_INDEX = 'growers_sfdc_id_uq';

export const growers = pgTable(
  'growers',
  {
    growerId: uuid('grower_id').primaryKey().defaultRandom(),
    growerName: text('grower_name').notNull(),
    first: text('first'),
    last: text('last'),
    address: text('address'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    phone: text('phone'),
    email: text('email'),
    sapId: text('sap_id'),
    growerSfdcId: text('grower_sfdc_id'),
    resellerCompanyId: uuid('reseller_company_id').references(() => companies.companyId, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('growers_sap_id_uq').on(t.sapId),
    uniqueIndex(GROWER_SFDC_INDEX).on(t.growerSfdcId),
    trigramIndex('growers_name_trgm_idx', t.growerName),
    index('growers_reseller_idx').on(t.resellerCompanyId),
  ],
);

export const farms = pgTable(
  'farms',
  {
    farmId: uuid('farm_id').primaryKey().defaultRandom(),
    growerId: uuid('grower_id')
      .notNull()
      .references(() => growers.growerId, { onDelete: 'cascade' }),
    farmName: text('farm_name').notNull(),
  },
  (t) => [index('farms_grower_idx').on(t.growerId)],
);

export const fields = pgTable(
  'fields',
  {
    fieldId: uuid('field_id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.farmId, { onDelete: 'cascade' }),
    growerId: uuid('grower_id')
      .notNull()
      .references(() => growers.growerId, { onDelete: 'cascade' }),
    fieldName: text('field_name').notNull(),
    plantingRate: integer('planting_rate'),
    averageYield: integer('average_yield'),
    borderRows: boolean('border_rows').notNull().default(false),
    acres: doublePrecision('acres').notNull(),
    cropYear: integer('crop_year'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('fields_grower_idx').on(t.growerId), index('fields_farm_idx').on(t.farmId)],
);

export const storageLocations = pgTable(
  'storage_locations',
  {
    storageLocationId: uuid('storage_location_id').primaryKey().defaultRandom(),
    growerId: uuid('grower_id')
      .notNull()
      .references(() => growers.growerId, { onDelete: 'cascade' }),
    storageName: text('storage_name').notNull(),
    storageCapacity: doublePrecision('storage_capacity').notNull(),
    /** Grain, Silage, Earlage or High moisture corn */
    storageType: text('storage_type').notNull(),
    storageLatitude: doublePrecision('storage_latitude').notNull(),
    storageLongitude: doublePrecision('storage_longitude').notNull(),
  },
  (t) => [index('storage_locations_grower_idx').on(t.growerId)],
);
