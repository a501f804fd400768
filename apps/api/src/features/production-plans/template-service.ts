import { PLAN_OWN_MESSAGES, stripDataUrl, type templatePatchSchema, type templateUploadSchema } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { contractTemplates } from '../../db/schema';
import type { Actor } from '../../plugins/actor';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors';
import { audit } from '../../services/audit';
import { canReadCompany } from './plan-access';
import {
  findCompany,
  findPlan,
  findTemplate,
  templatesOfPlans,
  withoutFileKey,
  type TemplateMeta,
} from './plan-repository';
import { removeFiles, storeTemplates, type PlanDeps } from './plan-service';

export const TEMPLATE_EXISTS = 'A master agreement in this language already exists for the plan; update it instead.';

/** The plan the template belongs to, checked against the company the caller named. */
async function planOfCompany(deps: PlanDeps, planId: string, companyId: string) {
  const plan = await findPlan(deps.db, planId);
  if (!plan || plan.company_id !== companyId) throw notFound('Production plan not found');
  const company = await findCompany(deps.db, companyId);
  if (!company) throw notFound('Company not found');
  return { plan, company };
}

/** POST /api/template: one new master agreement for a plan and one of the company's languages. */
export async function uploadTemplate(
  deps: PlanDeps,
  log: FastifyBaseLogger,
  actor: Actor,
  body: z.output<typeof templateUploadSchema>,
  requestId: string,
): Promise<TemplateMeta> {
  const { plan, company } = await planOfCompany(deps, body.production_plan_id, body.external_reference_id);
  if (!company.supported_languages.includes(body.template_language))
    throw badRequest(PLAN_OWN_MESSAGES.unsupportedLanguage);
  const existing = await templatesOfPlans(deps.db, [plan.production_plan_id]);
  if (existing.some((t) => t.template_language === body.template_language)) throw conflict(TEMPLATE_EXISTS);
  const stored: string[] = [];
  try {
    await deps.db.transaction((tx) =>
      storeTemplates(tx, deps.files, {
        actor,
        requestId,
        planId: plan.production_plan_id,
        companyId: company.company_id,
        contractTypeId: body.contract_type_id ?? plan.production_plan_extra.contract_type_id,
        templates: [body],
        existing: [],
        stored,
        replaced: [],
      }),
    );
  } catch (error) {
    await removeFiles(deps.files, log, stored);
    throw error;
  }
  const [created] = (await templatesOfPlans(deps.db, [plan.production_plan_id])).filter(
    (t) => t.template_language === body.template_language,
  );
  return withoutFileKey(created!);
}

/** PATCH /api/template: rename, retype, move language or replace the file of one template. */
export async function patchTemplate(
  deps: PlanDeps,
  log: FastifyBaseLogger,
  actor: Actor,
  body: z.output<typeof templatePatchSchema>,
  requestId: string,
): Promise<TemplateMeta> {
  const template = await findTemplate(deps.db, body.contract_template_id);
  if (!template || template.external_reference_id !== body.external_reference_id)
    throw notFound('Master agreement not found');
  const { plan, company } = await planOfCompany(deps, body.production_plan_id, body.external_reference_id);
  if (!company.supported_languages.includes(body.template_language))
    throw badRequest(PLAN_OWN_MESSAGES.unsupportedLanguage);
  const others = (await templatesOfPlans(deps.db, [plan.production_plan_id])).filter(
    (t) => t.contract_template_id !== template.contract_template_id,
  );
  if (others.some((t) => t.template_language === body.template_language)) throw conflict(TEMPLATE_EXISTS);

  const key = body.template_base64 ? deps.files.newKey('templates', 'pdf') : null;
  if (key) await deps.files.put(key, Buffer.from(stripDataUrl(body.template_base64!), 'base64'), 'application/pdf');
  try {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(contractTemplates)
        .set({
          templateName: body.template_name,
          templateLanguage: body.template_language,
          contractTypeId: body.contract_type_id ?? template.contract_type_id,
          productionPlanId: plan.production_plan_id,
          modified: new Date(),
          ...(key ? { fileKey: key } : {}),
        })
        .where(eq(contractTemplates.contractTemplateId, template.contract_template_id));
      await audit(tx, {
        userId: actor.userId,
        action: 'update',
        entity: 'contract_template',
        entityId: template.contract_template_id,
        requestId,
        details: { file_replaced: Boolean(key), template_language: body.template_language },
      });
    });
  } catch (error) {
    if (key) await removeFiles(deps.files, log, [key]);
    throw error;
  }
  if (key) await removeFiles(deps.files, log, [template.file_key]);
  return withoutFileKey((await findTemplate(deps.db, template.contract_template_id))!);
}

/** The template and its PDF bytes, for readers of the owning company (403 otherwise). */
export async function readTemplateFile(deps: PlanDeps, actor: Actor, templateId: string) {
  const template = await findTemplate(deps.db, templateId);
  if (!template) throw notFound('Master agreement not found');
  if (!(await canReadCompany(deps.db, actor, template.external_reference_id))) throw forbidden();
  const file = await deps.files.get(template.file_key);
  if (!file) throw notFound('The master agreement file is missing');
  return { template, bytes: file.bytes };
}
