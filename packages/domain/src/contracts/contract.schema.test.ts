import { describe, expect, it } from 'vitest';
import { continueChecks } from './continue-checks';
import { CONTRACT_MESSAGES as M } from './messages';
import { contractDocLink } from './contract-view';
import {
  contractDraftOf,
  contractListQuerySchema,
  createContractSchema,
  createStorageLocationSchema,
  DEFAULT_LIST_STATES,
  payloadContractYear,
  STORAGE_MESSAGES,
  storageFormSchema,
} from './contract.schema';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const storage = {
  storage_location_id: id(9),
  storage_name: 'Bin Site',
  storage_capacity: 60000,
  storage_type: 'Grain',
  storage_latitude: 42.05,
  storage_longitude: -93.62,
};

const payload = {
  contract_type: 'commercial-feed',
  contract_year: 2026,
  production_plan_id: id(1),
  inventory_code: '26COR1',
  grain_receiver_details: { grain_receiver_id: id(2) },
  reseller_details: { reseller_id: id(3) },
  grower_details: { grower_id: id(4) },
  fields: [
    {
      field_id: id(5),
      field_name: 'North 80',
      planting_rate: '32000',
      average_yield: 200,
      acres: 100,
      crop_year: 2026,
    },
  ],
  storage: [storage],
  delivery_schedule: [
    {
      delivery_month: 10,
      delivery_year: 2026,
      delivery_type: 'grain',
      contract_acres: 100,
      contract_units: 20000,
      available_acres: 500,
    },
  ],
};

describe('createContractSchema', () => {
  it('parses a complete payload, turning typed numbers into numbers', () => {
    const parsed = createContractSchema.parse(payload);
    expect(parsed.fields[0]!.planting_rate).toBe(32000);
    expect(parsed.fields[0]!.is_total).toBe(false);
    expect(continueChecks(contractDraftOf(parsed))).toEqual([]);
  });

  it('leaves missing identity to the Continue checks and their spec messages', () => {
    const parsed = createContractSchema.parse({});
    expect(continueChecks(contractDraftOf(parsed))).toEqual([
      M.missingGrainReceiver,
      M.selectContractType,
      M.selectContractYear,
      M.missingGrower,
      M.missingReseller,
      M.selectStorage,
    ]);
  });

  it('rejects contract types outside the programme with the spec message', () => {
    const result = createContractSchema.safeParse({ ...payload, contract_type: 'corn' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(M.selectContractType);
  });

  it('rejects negative amounts and unknown delivery types', () => {
    expect(createContractSchema.safeParse({ ...payload, fields: [{ ...payload.fields[0], acres: -1 }] }).success).toBe(
      false,
    );
    const badType = { ...payload, delivery_schedule: [{ ...payload.delivery_schedule[0], delivery_type: 'hay' }] };
    expect(createContractSchema.safeParse(badType).success).toBe(false);
  });

  it('takes the contract year from the start date when dates are used', () => {
    expect(payloadContractYear({ contract_year: null, contract_start: '2027-03-01' })).toBe(2027);
    expect(payloadContractYear({ contract_year: 2026, contract_start: '2027-03-01' })).toBe(2026);
    expect(payloadContractYear({ contract_year: null, contract_start: null })).toBeNull();
  });
});

describe('storageFormSchema', () => {
  const messages = (input: unknown) => {
    const result = storageFormSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts a storage location and defaults the type to Grain', () => {
    const { storage_type, ...rest } = storage;
    expect(storage_type).toBe('Grain');
    expect(storageFormSchema.parse(rest).storage_type).toBe('Grain');
    expect(storageFormSchema.parse({ ...storage, storage_type: 'High moisture corn' }).storage_type).toBe(
      'High moisture corn',
    );
  });

  it('requires name and capacity with the "Please complete this field" messages', () => {
    expect(messages({ ...storage, storage_name: ' ', storage_capacity: '' })).toEqual([
      STORAGE_MESSAGES.nameRequired,
      STORAGE_MESSAGES.capacityRequired,
    ]);
  });

  it('keeps latitude strictly between -90 and 90 and longitude strictly between -180 and 180', () => {
    expect(messages({ ...storage, storage_latitude: 90 })).toEqual([M.latitude]);
    expect(messages({ ...storage, storage_latitude: -90 })).toEqual([M.latitude]);
    expect(messages({ ...storage, storage_latitude: 89.99 })).toEqual([]);
    expect(messages({ ...storage, storage_longitude: 180 })).toEqual([M.longitude]);
    expect(messages({ ...storage, storage_longitude: -180 })).toEqual([M.longitude]);
    expect(messages({ ...storage, storage_latitude: undefined, storage_longitude: '' })).toEqual([
      M.latitude,
      M.longitude,
    ]);
    expect(messages({ ...storage, storage_latitude: 'north' })).toEqual([M.latitude]);
  });

  it('needs a grower for a new storage location', () => {
    const result = createStorageLocationSchema.safeParse(storage);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(M.missingGrower);
  });
});

describe('contractListQuerySchema', () => {
  it('defaults to 50 rows and caps the limit at 1000', () => {
    expect(contractListQuerySchema.parse({})).toMatchObject({ limit: 50, offset: 0 });
    expect(contractListQuerySchema.safeParse({ limit: '1001' }).success).toBe(false);
    expect(contractListQuerySchema.parse({ limit: '1000' }).limit).toBe(1000);
  });

  it('splits a comma-separated status filter and refuses unknown states', () => {
    expect(contractListQuerySchema.parse({ contract_status: 'pending, voided' }).contract_status).toEqual([
      'pending',
      'voided',
    ]);
    expect(contractListQuerySchema.safeParse({ contract_status: 'pending,lost' }).success).toBe(false);
  });

  it('leaves voided out of the default states', () => {
    expect(DEFAULT_LIST_STATES).not.toContain('voided');
    expect(DEFAULT_LIST_STATES).toHaveLength(6);
  });
});

describe('contractDocLink', () => {
  it('points at the API stream, signed on request', () => {
    expect(contractDocLink('abc')).toBe('/api/contract-pdf/abc');
    expect(contractDocLink('abc', true)).toBe('/api/contract-pdf/abc?signed=true');
  });
});

describe('the list sorts', () => {
  it('the contracts list sorts newest first by default, by a sortable column on request', () => {
    expect(contractListQuerySchema.parse({})).toMatchObject({ sort: 'created', order: 'desc' });
    expect(contractListQuerySchema.parse({ sort: 'new_contract_id', order: 'asc' })).toMatchObject({
      sort: 'new_contract_id',
      order: 'asc',
    });
    expect(contractListQuerySchema.safeParse({ sort: 'grower_name' }).success).toBe(false);
    expect(contractListQuerySchema.safeParse({ order: 'up' }).success).toBe(false);
  });
});
