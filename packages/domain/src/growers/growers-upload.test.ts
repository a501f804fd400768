import { describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES as M } from '../contracts/messages';
import { mapHeaders, rowsToRecords } from '../uploads/headers';
import {
  checkGrowerImport,
  GROWER_IMPORT_HEADERS,
  GROWER_IMPORT_TEXTS,
  growerImportRowSchema,
  GROWERS_UPLOAD,
} from './growers-upload';

const row = {
  grower_name: 'Lakeside Farms',
  sap_id: '50000009',
  reseller_sap_id: '12345678',
  farm_name: 'Home',
  field_name: 'West 40',
  acres: '40.5',
  planting_rate: '32,000',
  average_yield: '200',
  border_rows: 'Yes',
  latitude: '42.1',
  longitude: '-93.5',
};

describe('grower import rows', () => {
  it('parses cells as read from a file: SAP ids prefixed, numbers and yes/no converted', () => {
    const parsed = growerImportRowSchema.parse(row);
    expect(parsed).toMatchObject({
      sap_id: '0050000009',
      reseller_sap_id: '0012345678',
      acres: 40.5,
      planting_rate: 32000,
      average_yield: 200,
      border_rows: true,
      storage_name: null,
      storage_type: null,
    });
  });

  it('maps the usual header names', () => {
    const mapping = mapHeaders(GROWER_IMPORT_HEADERS, [
      'Grower',
      'SAP ID',
      'Reseller FSAP',
      'Farm',
      'Field',
      'Acres',
      'APH',
      'Storage Name',
    ]);
    expect(mapping.columns).toMatchObject({
      grower_name: 0,
      sap_id: 1,
      reseller_sap_id: 2,
      farm_name: 3,
      field_name: 4,
      acres: 5,
      average_yield: 6,
      storage_name: 7,
    });
    expect(rowsToRecords(mapping, [['A', '1', '2', 'F', 'X', '3', '180', '']])[0]).toMatchObject({
      grower_name: 'A',
      average_yield: '180',
    });
  });

  it('reports every problem with its spreadsheet row number', () => {
    const { issues, rows } = checkGrowerImport([
      row,
      { ...row, grower_name: '', latitude: '95' },
      { ...row, field_name: '', storage_name: 'Bins' },
      { ...row, sap_id: '50000009', grower_name: 'Someone Else' },
      { ...row, storage_type: 'hay', planting_rate: '31000.5' },
    ]);
    expect(rows).toHaveLength(2);
    expect(issues).toEqual([
      { row: 3, column: 'grower_name', message: 'Please provide the grower name' },
      { row: 3, column: 'latitude', message: M.latitude },
      { row: 4, column: 'field_name', message: GROWER_IMPORT_TEXTS.fieldIncomplete },
      { row: 4, column: 'storage_name', message: GROWER_IMPORT_TEXTS.storageIncomplete },
      { row: 5, column: 'grower_name', message: GROWER_IMPORT_TEXTS.conflictingGrower },
      { row: 6, column: 'planting_rate', message: 'Planting rate must be a whole number of at least 0' },
      {
        row: 6,
        column: 'storage_type',
        message: 'Storage type must be one of Grain, Silage, Earlage, High moisture corn',
      },
    ]);
  });

  it('still reports incomplete land on a row whose other cells fail', () => {
    const { issues } = checkGrowerImport([{ ...row, reseller_sap_id: '', field_name: '' }]);
    expect(issues).toEqual([
      { row: 2, column: 'reseller_sap_id', message: 'Please provide the reseller SAP ID' },
      { row: 2, column: 'field_name', message: GROWER_IMPORT_TEXTS.fieldIncomplete },
    ]);
  });

  it('accepts a grower row without land and a storage type in any case', () => {
    const { issues, rows } = checkGrowerImport([
      { grower_name: 'Bare', sap_id: '0050000010', reseller_sap_id: '0012345678' },
      {
        ...row,
        storage_name: 'Bins',
        storage_capacity: '5000',
        storage_type: 'high MOISTURE corn',
        storage_latitude: '42',
        storage_longitude: '-93',
      },
    ]);
    expect(issues).toEqual([]);
    expect(rows[1]!.storage_type).toBe('High moisture corn');
  });
});

describe('the grower upload sheet', () => {
  const records = [
    { ...row, grower_name: '' },
    { ...row, farm_name: 'Home' },
  ] as unknown as Record<keyof typeof GROWER_IMPORT_HEADERS, string>[];

  it('lists each issue with its row and column and marks the row invalid', () => {
    const result = GROWERS_UPLOAD.check(records, []);
    expect(result.sections[0]!.lines).toEqual(['Row 2 (Grower Name): Please provide the grower name']);
    expect(result.rows.map((r) => r.issue)).toEqual(['invalid', null]);
    expect(result.items).toBe(records);
  });

  it('does not check rows when a required column is missing', () => {
    const result = GROWERS_UPLOAD.check(records, ['reseller_sap_id']);
    expect(result.sections[0]!.lines).toEqual([]);
    expect(result.rows.map((r) => r.issue)).toEqual([null, null]);
  });
});
