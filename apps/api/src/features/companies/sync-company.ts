import { checkAccess, type CompanySyncResult } from '@portal/domain';
import { appError, forbidden, notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { liveCompaniesBySapIds, type CompanyDeps } from './repository';

type CompanyRow = Awaited<ReturnType<typeof liveCompaniesBySapIds>>[number];

/** The CRM's view of a company. */
function crmPayload(row: CompanyRow) {
  return {
    company_id: row.companyId,
    sap_id: row.sapId,
    salesforce_id: row.salesforceId,
    company_name: row.companyName,
    company_type: row.companyType,
    country: row.country,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    phone: row.phone,
    inventory_code: row.inventoryCode,
    enogen_dealer: row.enogenDealer,
    allow_non_enogen_contracts: row.allowNonEnogenContracts,
  };
}

/**
 * Sync companies to the CRM (sync-company at each company): each SAP id goes through the
 * connector, which records every attempt. 200 when every company synced, else 502.
 */
export const syncCompanies = (async (deps, { actor, audit }, sapIdList) => {
  const sapIds = [...new Set(sapIdList)];
  const rows = await liveCompaniesBySapIds(deps.db, sapIds);
  const missing = sapIds.filter((id) => !rows.some((row) => row.sapId === id));
  if (missing.length) throw notFound(`Company with SAP ID ${missing[0]} not found`);
  if (rows.some((row) => checkAccess(actor.access, row.companyId, 'sync-company') !== 'success')) throw forbidden();

  const results: CompanySyncResult[] = [];
  for (const row of rows) {
    const result = await deps.connector.sync({
      target: 'company',
      targetId: row.sapId!,
      userId: actor.userId,
      payload: crmPayload(row),
    });
    results.push({
      sap_id: row.sapId!,
      company_id: row.companyId,
      ok: result.ok,
      status_code: result.statusCode,
      attempts: result.attempts,
    });
  }
  await deps.db.transaction((tx) =>
    audit(tx, {
      action: 'sync',
      entity: 'company',
      entityId: rows.length === 1 ? rows[0]!.companyId : null,
      details: { results },
    }),
  );
  if (results.some((r) => !r.ok))
    throw appError('sync_failed', 'The CRM did not accept the sync. Please try again later.', results);
  return { data: { results } };
}) satisfies Service<CompanyDeps, string[]>;
