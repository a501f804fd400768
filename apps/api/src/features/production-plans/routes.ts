import {
  committedUnitQuerySchema,
  committedUnitsResponseSchema,
  contractTypesResponseSchema,
  contractYearQuerySchema,
  contractYearsResponseSchema,
  inventoryCodeQuerySchema,
  inventoryCodesResponseSchema,
  PDF_BASE64_BODY_LIMIT,
  PLAN_BODY_LIMIT,
  planHistoryQuerySchema,
  planListResponseSchema,
  planQuerySchema,
  planSaveResponseSchema,
  planSearchQuerySchema,
  planSearchResponseSchema,
  planTemplateSchema,
  productionPlanBodySchema,
  productionPlanPatchBodySchema,
  recordHistoryPageSchema,
  templatePatchSchema,
  templatePdfParamsSchema,
  templateQuerySchema,
  templatesResponseSchema,
  templateUploadSchema,
  templateVersionParamsSchema,
  templateVersionsResponseSchema,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf } from '../../plugins/record-version';
import { contextOf } from '../../services/service';
import {
  committedUnits,
  contractYears,
  inventoryCodes,
  readContractTypes,
  readPlans,
  readTemplates,
  searchPlans,
} from './read-plans';
import { readPlanHistory } from './read-plan-history';
import { saveProductionPlan, type PlanDeps } from './save-plan';
import { readTemplateVersionFile, readTemplateVersions } from './read-template-versions';
import { patchTemplate, readTemplateFile, uploadTemplate } from './upload-templates';

const tags = ['production-plans'];

/** A master agreement PDF, inline, under a file name made safe for the header. */
function sendPdf(reply: FastifyReply, templateName: string, bytes: Buffer) {
  const name = templateName.replace(/[^\w. -]/g, '_');
  const filename = /\.pdf$/i.test(name) ? name : `${name}.pdf`;
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

export const productionPlanRoutes =
  (deps: PlanDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/production-plan',
      {
        config: {
          access: { signedIn: true },
          etag: (reply: { production_plan?: { version: string } }) => reply.production_plan?.version,
        },
        schema: {
          tags,
          description:
            'Plans by company_id (with the company), one plan by production_plan_id (with monthly rows, templates and parent), the children of parent_production_plan_id, or the parent candidates of a grain receiver (parent_company_id; plan creators only).',
          querystring: planQuerySchema,
          response: { 200: planListResponseSchema },
        },
      },
      async (request) => readPlans(deps, contextOf(request), request.query),
    );

    app.post(
      '/api/production-plan',
      {
        bodyLimit: PLAN_BODY_LIMIT,
        config: {
          access: { anyOf: ['create-production-plan'], company: (r) => (r.body as { company_id?: string }).company_id },
        },
        schema: { tags, body: productionPlanBodySchema, response: { 201: planSaveResponseSchema } },
      },
      async (request, reply) => {
        const result = await saveProductionPlan(deps, contextOf(request), { plan: request.body });
        return reply.status(201).send(result);
      },
    );

    app.patch(
      '/api/production-plan',
      {
        bodyLimit: PLAN_BODY_LIMIT,
        config: {
          access: { anyOf: ['update-production-plan'], company: (r) => (r.body as { company_id?: string }).company_id },
          etag: true,
        },
        schema: {
          tags,
          description:
            'Saves a plan with its monthly rows on the version it was read at (If-Match); answers the new ETag.',
          body: productionPlanPatchBodySchema,
          response: { 200: planSaveResponseSchema },
        },
      },
      async (request) => {
        const { production_plan_id, ...body } = request.body;
        return saveProductionPlan(deps, contextOf(request), {
          plan: body,
          planId: production_plan_id,
          version: ifMatchOf(request),
        });
      },
    );

    app.get(
      '/api/production-plan/history',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            "A plan's history (saves and master agreement uploads), newest first, read as the plan is (404 unknown, 403 not readable).",
          querystring: planHistoryQuerySchema,
          response: { 200: recordHistoryPageSchema },
        },
      },
      async (request) => readPlanHistory(deps, contextOf(request), request.query),
    );

    app.get(
      '/api/committed-unit',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            'Committed units per delivery type and month, summed over the contracts of a plan, or of one contract.',
          querystring: committedUnitQuerySchema,
          response: { 200: committedUnitsResponseSchema },
        },
      },
      async (request) => committedUnits(deps, contextOf(request), request.query),
    );

    app.get(
      '/api/inventory-code',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          querystring: inventoryCodeQuerySchema,
          response: { 200: inventoryCodesResponseSchema },
        },
      },
      async (request) => inventoryCodes(deps, contextOf(request), request.query),
    );

    app.get(
      '/api/contract_year',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            'Contract years that have production plans, of one company or of every company the user may read.',
          querystring: contractYearQuerySchema,
          response: { 200: contractYearsResponseSchema },
        },
      },
      async (request) => contractYears(deps, contextOf(request), request.query),
    );

    app.get(
      '/api/es-production-plan',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            'Plan search: readable plans whose company name contains `search` or whose inventory code starts with it, by contract_year and company_type, paged (limit ≤ 100). parent_candidates=true: every grain receiver plan, for plan creators (the parent typeahead).',
          querystring: planSearchQuerySchema,
          response: { 200: planSearchResponseSchema },
        },
      },
      async (request) => searchPlans(deps, contextOf(request), request.query),
    );

    app.get(
      '/api/type',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          response: { 200: contractTypesResponseSchema },
        },
      },
      async (request) => readContractTypes(deps, contextOf(request)),
    );

    app.get(
      '/api/template',
      {
        config: {
          access: { signedIn: true },
          etag: (reply: { templates: { version: string }[] }) =>
            reply.templates.length === 1 ? reply.templates[0]!.version : undefined,
        },
        schema: {
          tags,
          description:
            'Master agreements of a plan or a company (template_doc_link streams each PDF), or one by contract_template_id (with template_base64 when include_base64=true).',
          querystring: templateQuerySchema,
          response: { 200: templatesResponseSchema },
        },
      },
      async (request) => readTemplates(deps, contextOf(request), request.query),
    );

    const templateAccess = {
      anyOf: ['create-production-plan', 'update-production-plan'] as const,
      company: (r: { body: unknown }) => (r.body as { external_reference_id?: string }).external_reference_id,
    };

    app.post(
      '/api/template',
      {
        bodyLimit: PDF_BASE64_BODY_LIMIT,
        config: { access: templateAccess },
        schema: { tags, body: templateUploadSchema, response: { 201: planTemplateSchema } },
      },
      async (request, reply) => reply.status(201).send(await uploadTemplate(deps, contextOf(request), request.body)),
    );

    app.patch(
      '/api/template',
      {
        bodyLimit: PDF_BASE64_BODY_LIMIT,
        config: { access: templateAccess, etag: true },
        schema: { tags, body: templatePatchSchema, response: { 200: planTemplateSchema } },
      },
      async (request) => patchTemplate(deps, contextOf(request), { change: request.body, version: ifMatchOf(request) }),
    );

    app.get(
      '/api/template/:contract_template_id/pdf',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            "The master agreement PDF, inline: for the plan company's users, users of linked companies, staff with read-company and admins.",
          params: templatePdfParamsSchema,
        },
      },
      async (request, reply) => {
        const { template, bytes } = await readTemplateFile(
          deps,
          contextOf(request),
          request.params.contract_template_id,
        );
        return sendPdf(reply, template.template_name, bytes);
      },
    );

    app.get(
      '/api/template/:contract_template_id/versions',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            "Every file the master agreement has had, newest first, the current one marked; each with uploader, time, name, size and its link. Read like the template's PDF.",
          params: templatePdfParamsSchema,
          response: { 200: templateVersionsResponseSchema },
        },
      },
      async (request) => readTemplateVersions(deps, contextOf(request), request.params.contract_template_id),
    );

    app.get(
      '/api/template/:contract_template_id/versions/:version_id/pdf',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description: "One kept version of a master agreement's PDF, inline; read like the template's PDF.",
          params: templateVersionParamsSchema,
        },
      },
      async (request, reply) => {
        const { name, bytes } = await readTemplateVersionFile(deps, contextOf(request), {
          templateId: request.params.contract_template_id,
          versionId: request.params.version_id,
        });
        return sendPdf(reply, name, bytes);
      },
    );
  };
