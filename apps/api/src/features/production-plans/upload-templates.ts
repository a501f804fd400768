import {
  PLAN_OWN_MESSAGES,
  type PlanTemplate,
  type templatePatchSchema,
  type templateUploadSchema,
} from '@portal/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { badRequest, conflict, fieldErrors, forbidden, notFound } from '../../plugins/errors';
import { claimVersion } from '../../services/record-version';
import type { Service, Versioned } from '../../services/service';
import { canReadCompany } from './plan-access';
import {
  findCompany,
  findPlan,
  findTemplate,
  isDuplicateLanguage,
  lockPlan,
  TEMPLATE_RECORD,
  templatesOfPlans,
  updateTemplate,
  withoutFileKey,
} from './plan-repository';
import { cleanTemplateFiles, removeFiles, storeTemplates, type PlanDeps } from './save-plan';
import { insertTemplateVersion, keepReplacedFile } from './template-version-repository';

export const TEMPLATE_EXISTS = 'A master agreement in this language already exists for the plan; update it instead.';

/** The plan the template belongs to, checked against the company the caller named. */
async function planOfCompany(deps: PlanDeps, planId: string, companyId: string) {
  const plan = await findPlan(deps.db, planId);
  if (!plan || plan.company_id !== companyId) throw notFound('Production plan not found');
  const company = await findCompany(deps.db, companyId);
  if (!company) throw notFound('Company not found');
  return { plan, company };
}

/** The one file of a template request, rewritten without active content (before any transaction). */
async function cleanFile(file: { template_base64: string; template_name: string; template_language: string }) {
  const { files, errors } = await cleanTemplateFiles([file], () => 'template_base64');
  if (errors.length) throw fieldErrors(errors);
  return files[0]!;
}

/** The plan row locked and its templates, other than `except`, checked for the language. */
async function lockLanguage(tx: Tx, planId: string, language: string, except?: string) {
  if (!(await lockPlan(tx, planId))) throw notFound('Production plan not found');
  const templates = await templatesOfPlans(tx, [planId]);
  if (templates.some((t) => t.template_language === language && t.contract_template_id !== except))
    throw conflict(TEMPLATE_EXISTS);
}

/** The last guard of one template per plan and language: the unique index, raced past the check. */
const duplicateLanguage = (error: unknown) => (isDuplicateLanguage(error) ? conflict(TEMPLATE_EXISTS) : error);

/** POST /api/template: one new master agreement for a plan and one of the company's languages. */
export const uploadTemplate = (async (deps, { actor, audit, log }, body) => {
  const { plan, company } = await planOfCompany(deps, body.production_plan_id, body.external_reference_id);
  if (!company.supported_languages.includes(body.template_language))
    throw badRequest(PLAN_OWN_MESSAGES.unsupportedLanguage);
  const file = await cleanFile(body);
  const stored: string[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      await lockLanguage(tx, plan.production_plan_id, body.template_language);
      await storeTemplates(tx, deps.files, {
        audit,
        uploadedBy: actor.userId,
        planId: plan.production_plan_id,
        companyId: company.company_id,
        contractTypeId: body.contract_type_id ?? plan.production_plan_extra.contract_type_id,
        templates: [file],
        existing: [],
        stored,
      });
    });
  } catch (error) {
    await removeFiles(deps.files, log, stored);
    throw duplicateLanguage(error);
  }
  const [created] = (await templatesOfPlans(deps.db, [plan.production_plan_id])).filter(
    (t) => t.template_language === body.template_language,
  );
  return withoutFileKey(created!);
}) satisfies Service<PlanDeps, z.output<typeof templateUploadSchema>, PlanTemplate>;

/** PATCH /api/template, on the version read (If-Match): rename, retype, move language or replace the file. */
export const patchTemplate = (async (deps, { actor, audit, log }, { change: body, version }) => {
  const template = await findTemplate(deps.db, body.contract_template_id);
  if (!template || template.external_reference_id !== body.external_reference_id)
    throw notFound('Master agreement not found');
  const { plan, company } = await planOfCompany(deps, body.production_plan_id, body.external_reference_id);
  if (!company.supported_languages.includes(body.template_language))
    throw badRequest(PLAN_OWN_MESSAGES.unsupportedLanguage);

  const file = body.template_base64 ? await cleanFile({ ...body, template_base64: body.template_base64 }) : null;
  const key = file ? deps.files.newKey('templates', 'pdf') : null;
  try {
    await deps.db.transaction(async (tx) => {
      await lockLanguage(tx, plan.production_plan_id, body.template_language, template.contract_template_id);
      await claimVersion(tx, TEMPLATE_RECORD, template.contract_template_id, version, 'Master agreement not found');
      // In the transaction: a crash before the commit leaves no file that no template names. The
      // replaced file stays stored: it is an older version of the template.
      if (key) {
        await deps.files.put(key, file!.bytes, 'application/pdf', tx);
        await keepReplacedFile(tx, template);
        await insertTemplateVersion(tx, {
          contractTemplateId: template.contract_template_id,
          fileKey: key,
          templateName: body.template_name,
          size: file!.bytes.byteLength,
          uploadedBy: actor.userId,
        });
      }
      await updateTemplate(tx, template.contract_template_id, {
        templateName: body.template_name,
        templateLanguage: body.template_language,
        contractTypeId: body.contract_type_id ?? template.contract_type_id,
        productionPlanId: plan.production_plan_id,
        modified: new Date(),
        ...(key ? { fileKey: key } : {}),
      });
      await audit(tx, {
        action: 'update',
        entity: 'contract_template',
        entityId: template.contract_template_id,
        details: { file_replaced: Boolean(key), template_language: body.template_language },
      });
    });
  } catch (error) {
    if (key) await removeFiles(deps.files, log, [key]);
    throw duplicateLanguage(error);
  }
  return withoutFileKey((await findTemplate(deps.db, template.contract_template_id))!);
}) satisfies Service<PlanDeps, Versioned<z.output<typeof templatePatchSchema>>, PlanTemplate>;

/** The template and its PDF bytes, for readers of the owning company (403 otherwise). */
export const readTemplateFile = (async (deps, { actor }, templateId) => {
  const template = await findTemplate(deps.db, templateId);
  if (!template) throw notFound('Master agreement not found');
  if (!(await canReadCompany(deps.db, actor, template.external_reference_id))) throw forbidden();
  const file = await deps.files.get(template.file_key);
  if (!file) throw notFound('The master agreement file is missing');
  return { template, bytes: file.bytes };
}) satisfies Service<PlanDeps, string>;
