import {
  canHaveProductionPlans,
  childTotals,
  clearChildValues,
  diffChanges,
  hasPremiumToggle,
  isEnteredRow,
  pdfFileProblem,
  PLAN_MESSAGES,
  planInventoryCode,
  roundPremium,
  stripDataUrl,
  validateProductionPlan,
  type ParentContext,
  type PlanCompany,
  type PlanFieldError,
  type PlanSaveContext,
  type PlanSummary,
  type PlanTemplateFile,
  type ProductionPlanInput,
} from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client';
import { badRequest, fieldConflict, fieldErrors, notFound } from '../../plugins/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import type { PortalDeps } from '../../services/deps';
import type { FileStorage } from '../../services/file-storage';
import { UnreadablePdfError } from '../../services/pdf-active-content';
import { sanitizePdf } from '../../services/sanitize-pdf';
import { getSalesYear } from '../../services/sales-year';
import { claimVersion, currentVersion } from '../../services/record-version';
import type { Auditor } from '../../services/audit';
import type { Service } from '../../services/service';
import {
  companyOfPlan,
  findCompany,
  findContractType,
  findPlan,
  insertMonthlyUnits,
  insertPlan,
  insertTemplate,
  monthlyUnitsOf,
  planYearsOf,
  PLAN_RECORD,
  rewritePlan,
  templatesOfPlans,
  updateTemplate,
  type NewMonthlyUnit,
  type TemplateRow,
} from './plan-repository';
import { linkedTo } from './plan-access';
import { insertTemplateVersion, keepReplacedFile } from './template-version-repository';

export type PlanDeps = Pick<PortalDeps, 'db' | 'files'>;

export const NOT_A_PLAN_COMPANY = 'Production plans are for grain receiver, 3PO and syngenta companies';

export type SaveResult = {
  production_plan_id: string;
  company_name: string;
  /** none: no file sent; failed: the plan is saved but the master agreement is not (FAILED_TEMPLATE). */
  template_status: 'none' | 'saved' | 'failed';
  version: string;
};

/** The parent plan as the rules see it: another grain receiver's plan, of a company linked to this one. */
async function parentContext(tx: Tx, parentId: string, companyId: string): Promise<ParentContext> {
  const parent = await findPlan(tx, parentId);
  const parentCompany = parent ? await findCompany(tx, parent.company_id) : null;
  if (!parent || !parentCompany || parent.company_id === companyId || parentCompany.company_type !== 'grain-receiver')
    return { status: 'no-plans' };
  if (!(await linkedTo(tx, [companyId])).includes(parent.company_id)) return { status: 'no-plans' };
  const [rows, templates] = await Promise.all([monthlyUnitsOf(tx, [parentId]), templatesOfPlans(tx, [parentId])]);
  return {
    status: 'selected',
    contract_year: parent.contract_year,
    monthly_unit_count: rows.get(parentId)?.length ?? 0,
    template_count: templates.length,
  };
}

/** The facts the save rules need, read from the database the way the form reads them from the API. */
export async function saveContext(
  tx: Tx,
  company: PlanCompany,
  input: ProductionPlanInput,
  existing?: { plan: PlanSummary; templates: TemplateRow[] },
): Promise<PlanSaveContext> {
  const salesYear = await getSalesYear(tx);
  const allowed = [salesYear - 1, salesYear, salesYear + 1];
  if (existing && !allowed.includes(existing.plan.contract_year)) allowed.push(existing.plan.contract_year);
  return {
    companyLanguages: company.supported_languages,
    existingTemplateLanguages: existing?.templates.map((t) => t.template_language) ?? [],
    expectedInventoryCode: planInventoryCode(input.contract_year, company),
    takenContractYears: await planYearsOf(tx, company.company_id, existing?.plan.production_plan_id),
    allowedContractYears: allowed,
    parent: input.parent_production_plan_id
      ? await parentContext(tx, input.parent_production_plan_id, company.company_id)
      : undefined,
  };
}

/** A plan's fields as its form names them, for the audit's old → new (the monthly rows as their count). */
function historyFields(plan: PlanSummary): Record<string, unknown> {
  return {
    contract_year: plan.contract_year,
    inventory_code: plan.inventory_code,
    aph: plan.aph,
    total_acres: plan.total_acres,
    total_units: plan.total_units,
    premium: plan.premium,
    premium_type: plan.premium_type,
    unit_type: plan.unit_type,
    parent_production_plan_id: plan.parent_production_plan_id,
    contract_type: plan.production_plan_extra.contract_type_enum,
    ...Object.fromEntries(
      Object.entries(plan.delivery_location).map(([key, value]) => [`delivery_location.${key}`, value]),
    ),
  };
}

const validationFailed = (errors: PlanFieldError[]) => fieldErrors(errors);

const dropEmpty = (location: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(location).filter(([, value]) => value)) as Record<string, string>;

/** A master agreement ready to store: its PDF rewritten without active content. */
export type CleanTemplateFile = Omit<PlanTemplateFile, 'template_base64'> & { bytes: Uint8Array };

/**
 * Rewrites the files that pass the domain's content check (the others get its messages) without
 * active content. Runs before any transaction: parsing a 5 MB PDF must not hold a connection.
 */
export async function cleanTemplateFiles(
  templates: readonly PlanTemplateFile[],
  field: (index: number) => string = (index) => `templates.${index}.template_base64`,
): Promise<{ files: CleanTemplateFile[]; errors: PlanFieldError[] }> {
  const files: CleanTemplateFile[] = [];
  const errors: PlanFieldError[] = [];
  for (const [index, { template_base64, ...file }] of templates.entries()) {
    if (pdfFileProblem(template_base64)) continue;
    try {
      files.push({ ...file, bytes: await sanitizePdf(Buffer.from(stripDataUrl(template_base64), 'base64')) });
    } catch (error) {
      if (!(error instanceof UnreadablePdfError)) throw error;
      errors.push({ field: field(index), message: PLAN_MESSAGES.wrongFileFormat });
    }
  }
  return { files, errors };
}

/**
 * POST and PATCH /api/production-plan: the domain rules, then the plan, its monthly rows and its
 * master agreements in one transaction. A PATCH claims the plan's version first (If-Match; the row
 * stays locked) and reads the plan, its templates and the rules' context under that lock: of two saves
 * made on one version, the second gets 412.
 * The master agreements are stored in a savepoint: if that part fails the plan stays saved and the
 * reply says template_status 'failed' (FAILED_TEMPLATE).
 */
export const saveProductionPlan = (async (deps, { actor, audit, log }, { plan: input, ...options }) => {
  const { db, files } = deps;
  const company = await findCompany(db, input.company_id);
  if (!company) throw notFound('Company not found');
  if (!canHaveProductionPlans(company.company_type)) throw badRequest(NOT_A_PLAN_COMPANY);
  const clean = await cleanTemplateFiles(input.templates);

  const stored: string[] = [];
  let templateStatus: SaveResult['template_status'] = input.templates.length ? 'saved' : 'none';
  let saved: { planId: string; version: string };
  try {
    saved = await db.transaction(async (tx) => {
      let existing: { plan: PlanSummary; templates: TemplateRow[] } | undefined;
      let unitsBefore = 0;
      if (options.planId) {
        if ((await companyOfPlan(tx, options.planId)) !== company.company_id)
          throw notFound('Production plan not found');
        await claimVersion(tx, PLAN_RECORD, options.planId, options.version);
        const plan = (await findPlan(tx, options.planId))!;
        existing = { plan, templates: await templatesOfPlans(tx, [plan.production_plan_id]) };
        unitsBefore = (await monthlyUnitsOf(tx, [plan.production_plan_id])).get(plan.production_plan_id)?.length ?? 0;
      }

      const typeId = input.production_plan_extra.contract_type_id;
      const contractType = typeId ? await findContractType(tx, typeId) : null;
      const errors = [
        ...validateProductionPlan(input, await saveContext(tx, company, input, existing)),
        ...clean.errors,
      ];
      if (typeId && !contractType)
        errors.push({ field: 'production_plan_extra.contract_type_id', message: PLAN_MESSAGES.missingContractType });
      if (errors.length) throw validationFailed(errors);

      const hasParent = Boolean(input.parent_production_plan_id);
      const premiumType = hasPremiumToggle(contractType?.contract_type_name)
        ? (input.premium_type ?? 'bushels')
        : 'bushels';
      const rows = (hasParent ? input.monthly_units : clearChildValues(input.monthly_units))
        .filter((row) => isEnteredRow(row, hasParent))
        .map((row) => ({
          ...row,
          premium: row.premium == null ? null : roundPremium(row.premium),
          premium_type: premiumType,
        }));
      const children = hasParent ? childTotals(rows) : { total_child_acres: null, total_child_units: null };
      const values = {
        companyId: company.company_id,
        contractYear: input.contract_year!,
        aph: input.aph!,
        totalAcres: input.total_acres!,
        totalUnits: input.total_units!,
        totalChildAcres: children.total_child_acres,
        totalChildUnits: children.total_child_units,
        inventoryCode: input.inventory_code,
        premium: input.premium == null ? null : roundPremium(input.premium),
        premiumType,
        unitType: input.unit_type,
        parentProductionPlanId: input.parent_production_plan_id ?? null,
        contractTypeId: contractType!.contract_type_id,
        contractTypeEnum: contractType!.contract_type_name,
        deliveryLocation: dropEmpty(input.delivery_location),
        modified: new Date(),
      };

      let id = existing?.plan.production_plan_id;
      if (id) await rewritePlan(tx, id, values);
      else id = await insertPlan(tx, values);
      const planId = id;
      await insertMonthlyUnits(
        tx,
        rows.map((row) => monthlyUnitValues(planId, row)),
      );
      const changes = existing
        ? diffChanges(
            { ...historyFields(existing.plan), monthly_units: unitsBefore },
            { ...historyFields((await findPlan(tx, planId))!), monthly_units: rows.length },
          )
        : [];
      await audit(tx, {
        action: existing ? 'update' : 'create',
        entity: 'production_plan',
        entityId: planId,
        details: {
          company_id: company.company_id,
          contract_year: values.contractYear,
          monthly_units: rows.length,
          changes,
        },
      });
      if (clean.files.length) {
        try {
          await tx.transaction((savepoint) =>
            storeTemplates(savepoint, files, {
              audit,
              uploadedBy: actor.userId,
              planId,
              companyId: company.company_id,
              contractTypeId: values.contractTypeId,
              templates: clean.files,
              existing: existing?.templates ?? [],
              stored,
            }),
          );
        } catch (error) {
          log.error({ err: error, productionPlanId: planId }, 'master agreement upload failed; the plan is kept');
          templateStatus = 'failed';
          await removeFiles(files, log, stored.splice(0));
        }
      }
      return { planId, version: await currentVersion(tx, PLAN_RECORD, planId) };
    });
  } catch (error) {
    await removeFiles(files, log, stored);
    if (isUniqueViolation(error)) throw fieldConflict('contract_year', PLAN_MESSAGES.duplicateYear);
    throw error;
  }
  return {
    production_plan_id: saved.planId,
    company_name: company.company_name,
    template_status: templateStatus,
    version: saved.version,
  };
}) satisfies Service<PlanDeps, { plan: ProductionPlanInput; planId?: string; version?: string }, SaveResult>;

type MonthlyRow = ProductionPlanInput['monthly_units'][number];

function monthlyUnitValues(planId: string, row: MonthlyRow): NewMonthlyUnit {
  return {
    productionPlanId: planId,
    month: row.month,
    year: row.year,
    endProductType: row.end_product_type,
    availableAcres: row.available_acres ?? 0,
    availableUnits: row.available_units ?? 0,
    premium: row.premium ?? null,
    premiumType: row.premium_type ?? null,
    childPlanAcres: row.child_plan_acres ?? null,
    childPlanUnits: row.child_plan_units ?? null,
  };
}

/**
 * Writes each file through the storage provider, records (or repoints) its template row and records
 * the file as the template's newest version; a replaced file stays stored as an older version.
 */
export async function storeTemplates(
  tx: Tx,
  files: FileStorage,
  job: {
    audit: Auditor;
    /** The acting user, recorded on each version. */
    uploadedBy: string | null;
    planId: string;
    companyId: string;
    contractTypeId: string | null;
    templates: readonly CleanTemplateFile[];
    existing: readonly TemplateRow[];
    /** Keys written now (removed again if the transaction fails). */
    stored: string[];
    contractDetailsSchema?: unknown;
  },
) {
  for (const file of job.templates) {
    const key = files.newKey('templates', 'pdf');
    await files.put(key, file.bytes, 'application/pdf', tx);
    job.stored.push(key);
    const previous = job.existing.find((t) => t.template_language === file.template_language);
    let templateId = previous?.contract_template_id;
    if (previous && templateId) {
      await keepReplacedFile(tx, previous);
      await updateTemplate(tx, templateId, {
        fileKey: key,
        templateName: file.template_name,
        contractTypeId: job.contractTypeId,
        modified: new Date(),
      });
    } else {
      templateId = await insertTemplate(tx, {
        contractTypeId: job.contractTypeId,
        externalReferenceId: job.companyId,
        productionPlanId: job.planId,
        templateName: file.template_name,
        templateLanguage: file.template_language,
        fileKey: key,
        contractDetailsSchema: job.contractDetailsSchema ?? null,
      });
    }
    await insertTemplateVersion(tx, {
      contractTemplateId: templateId,
      fileKey: key,
      templateName: file.template_name,
      size: file.bytes.byteLength,
      uploadedBy: job.uploadedBy,
    });
  }
  await job.audit(tx, {
    action: 'upload',
    entity: 'contract_template',
    entityId: job.planId,
    details: {
      languages: job.templates.map((t) => t.template_language),
      changes: job.templates.map((t) => ({
        field: `master_agreement.${t.template_language}`,
        from: job.existing.find((e) => e.template_language === t.template_language)?.template_name ?? null,
        to: t.template_name,
      })),
    },
  });
}

export async function removeFiles(files: FileStorage, log: FastifyBaseLogger, keys: readonly string[]) {
  for (const key of keys)
    await files.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'could not remove a stored file'));
}
