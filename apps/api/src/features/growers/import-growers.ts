import { checkGrowerImport, GROWER_IMPORT_TEXTS, type GrowerImportIssue, type GrowerImportRow } from '@portal/domain';
import type { Db, Tx } from '../../db/client';
import { type AppError, fieldErrors } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import type { Service } from '../../services/service';
import {
  countGrowersBySapId,
  isSfdcTaken,
  resellersBySapId,
  sfdcOwners,
  upsertFarms,
  upsertFields,
  upsertGrowers,
  upsertStorage,
} from './grower-import-repository';
import type { GrowerDeps } from './grower-repository';

export const SFDC_TAKEN = 'This Salesforce ID belongs to another grower';

export type ImportResult = {
  growers: number;
  farms: number;
  fields: number;
  storage_locations: number;
  created_growers: number;
};

function rejected(issues: GrowerImportIssue[]): AppError {
  return fieldErrors(
    issues.map((issue) => ({
      field: `row ${issue.row}${issue.column ? `.${issue.column}` : ''}`,
      message: `Row ${issue.row}: ${issue.message}`,
    })),
  );
}

/**
 * The database's side of the checks: known resellers, and Salesforce ids that belong to another
 * grower (in the database or earlier in the file).
 */
async function databaseChecks(tx: Tx, rows: GrowerImportRow[]) {
  const resellerOf = await resellersBySapId(tx, [...new Set(rows.map((r) => r.reseller_sap_id))]);
  const sfdcIds = [...new Set(rows.map((r) => r.grower_sfdc_id).filter((v): v is string => Boolean(v)))];
  const ownerOf = await sfdcOwners(tx, sfdcIds);
  const problems: GrowerImportIssue[] = [];
  for (const [index, row] of rows.entries()) {
    const rowNumber = index + 2;
    if (!resellerOf.has(row.reseller_sap_id))
      problems.push({ row: rowNumber, column: 'reseller_sap_id', message: GROWER_IMPORT_TEXTS.unknownReseller });
    if (!row.grower_sfdc_id) continue;
    const owner = ownerOf.get(row.grower_sfdc_id);
    if (owner !== undefined && owner !== row.sap_id)
      problems.push({ row: rowNumber, column: 'grower_sfdc_id', message: SFDC_TAKEN });
    else ownerOf.set(row.grower_sfdc_id, row.sap_id);
  }
  return { resellerOf, problems };
}

/**
 * The admin grower import: every row checked (domain rules, then known resellers and Salesforce ids
 * not taken by another grower, inside the transaction) before anything is written; the same
 * transaction upserts growers by SAP id, farms by name within the grower, fields by name within
 * the farm and storage locations by name within the grower. Bad input is rejected whole with row
 * numbers, also when a concurrent import takes a Salesforce id first (the unique index).
 */
export const importGrowers = (async ({ db }, { audit }, raw) => {
  return importGrowersWith(db, audit, async () => raw);
}) satisfies Service<GrowerDeps, Record<string, unknown>[], ImportResult>;

/**
 * The import of the rows `load` reads inside the import's transaction (e.g. an upload session's
 * staged rows, taken with the session), so a rejected file rolls back the load's changes too.
 */
export async function importGrowersWith(
  db: Db,
  audit: Auditor,
  load: (tx: Tx) => Promise<Record<string, unknown>[]>,
): Promise<ImportResult> {
  let rows: GrowerImportRow[] = [];
  try {
    return await db.transaction(async (tx) => {
      const checked = checkGrowerImport(await load(tx));
      if (checked.issues.length) throw rejected(checked.issues);
      rows = checked.rows;
      return writeImport(tx, rows, audit);
    });
  } catch (error) {
    if (!isSfdcTaken(error)) throw error;
    const { problems } = await databaseChecks(db, rows);
    const first = rows.findIndex((row) => row.grower_sfdc_id);
    throw rejected(problems.length ? problems : [{ row: first + 2, column: 'grower_sfdc_id', message: SFDC_TAKEN }]);
  }
}

async function writeImport(tx: Tx, rows: GrowerImportRow[], audit: Auditor) {
  const { resellerOf, problems } = await databaseChecks(tx, rows);
  if (problems.length) throw rejected(problems);

  const bySap = new Map<string, GrowerImportRow[]>();
  for (const row of rows) bySap.set(row.sap_id, [...(bySap.get(row.sap_id) ?? []), row]);

  const existing = await countGrowersBySapId(tx, [...bySap.keys()]);
  const growerOf = await upsertGrowers(tx, bySap, resellerOf);
  const growerIds = [...growerOf.values()];

  const farmCount = await upsertFarms(tx, rows, growerOf, growerIds);
  const fieldCount = await upsertFields(tx, rows, growerOf, growerIds);
  const storageCount = await upsertStorage(tx, rows, growerOf, growerIds);
  const result = {
    growers: growerOf.size,
    farms: farmCount,
    fields: fieldCount,
    storage_locations: storageCount,
    created_growers: growerOf.size - existing,
  };
  await audit(tx, { action: 'import', entity: 'grower', details: { ...result, rows: rows.length } });
  return result;
}
