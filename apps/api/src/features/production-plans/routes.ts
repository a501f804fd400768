import {
  committedUnitsResponseSchema,
  contractTypesResponseSchema,
  contractYearsResponseSchema,
  inventoryCodesResponseSchema,
  PDF_BASE64_BODY_LIMIT,
  PLAN_BODY_LIMIT,
  planListResponseSchema,
  planSaveResponseSchema,
  planSearchResponseSchema,
  planTemplateSchema,
  productionPlanBodySchema,
  productionPlanPatchBodySchema,
  templatePatchSchema,
  templatesResponseSchema,
  templateUploadSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requireActor } from '../../plugins/access';
import type { FileStorage } from '../../services/file-storage';
import {
  childrenOf,
  committedUnits,
  contractYears,
  inventoryCodes,
  parentCandidates,
  planDetail,
  plansOfCompany,
  readTemplates,
  searchPlans,
} from './plan-reads';
import { listContractTypes } from './plan-repository';
import { saveProductionPlan } from './plan-service';
import { patchTemplate, readTemplateFile, uploadTemplate } from './template-service';

export const SEARCH_PAGE_MAX = 100;

const tags = ['production-plans'];
const exactlyOne = (keys: string[]) => (query: Record<string, unknown>) =>
  keys.filter((k) => query[k] !== undefined).length === 1;

export const productionPlanRoutes =
  (deps: { db: Db; files: FileStorage }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, files } = deps;

    app.get(
      '/api/production-plan',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            'Plans by company_id (with the company), one plan by production_plan_id (with monthly rows, templates and parent), the children of parent_production_plan_id, or the parent candidates of a grain receiver (parent_company_id; plan creators only).',
          querystring: z
            .object({
              company_id: z.uuid().optional(),
              production_plan_id: z.uuid().optional(),
              parent_production_plan_id: z.uuid().optional(),
              parent_company_id: z.uuid().optional(),
            })
            .refine(
              exactlyOne(['company_id', 'production_plan_id', 'parent_production_plan_id', 'parent_company_id']),
              {
                message: 'Give one of company_id, production_plan_id, parent_production_plan_id or parent_company_id',
              },
            ),
          response: { 200: planListResponseSchema },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        const q = request.query;
        if (q.production_plan_id) return planDetail(db, actor, q.production_plan_id);
        if (q.parent_production_plan_id) return childrenOf(db, actor, q.parent_production_plan_id);
        if (q.parent_company_id) return parentCandidates(db, actor, q.parent_company_id);
        return plansOfCompany(db, actor, q.company_id!);
      },
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
        const result = await saveProductionPlan(deps, request.log, requireActor(request), request.body, {
          requestId: request.id,
        });
        return reply.status(201).send(result);
      },
    );

    app.patch(
      '/api/production-plan',
      {
        bodyLimit: PLAN_BODY_LIMIT,
        config: {
          access: { anyOf: ['update-production-plan'], company: (r) => (r.body as { company_id?: string }).company_id },
        },
        schema: { tags, body: productionPlanPatchBodySchema, response: { 200: planSaveResponseSchema } },
      },
      async (request) => {
        const { production_plan_id, ...body } = request.body;
        return saveProductionPlan(deps, request.log, requireActor(request), body, {
          planId: production_plan_id,
          requestId: request.id,
        });
      },
    );

    app.get(
      '/api/committed-unit',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            'Committed units per delivery type and month, summed over the contracts of a plan, or of one contract.',
          querystring: z
            .object({ production_plan_id: z.uuid().optional(), contract_id: z.uuid().optional() })
            .refine(exactlyOne(['production_plan_id', 'contract_id']), {
              message: 'Give production_plan_id or contract_id',
            }),
          response: { 200: committedUnitsResponseSchema },
        },
      },
      async (request) => committedUnits(db, requireActor(request), request.query),
    );

    app.get(
      '/api/inventory-code',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          querystring: z.object({ year: z.coerce.number().int().min(2000).max(2200), company_id: z.uuid().optional() }),
          response: { 200: inventoryCodesResponseSchema },
        },
      },
      async (request) => inventoryCodes(db, requireActor(request), request.query),
    );

    app.get(
      '/api/contract_year',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            'Contract years that have production plans, of one company or of every company the user may read.',
          querystring: z.object({ company_id: z.uuid().optional() }),
          response: { 200: contractYearsResponseSchema },
        },
      },
      async (request) => contractYears(db, requireActor(request), request.query),
    );

    app.get(
      '/api/es-production-plan',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            'Plan search: readable plans whose company name contains `search` or whose inventory code starts with it, by contract_year and company_type, paged (limit ≤ 100). parent_candidates=true: every grain receiver plan, for plan creators (the parent typeahead).',
          querystring: z.object({
            search: z.string().max(100).optional(),
            contract_year: z.coerce.number().int().optional(),
            company_type: z.string().max(30).optional(),
            parent_candidates: z.stringbool().optional(),
            limit: z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).default(20),
            offset: z.coerce.number().int().min(0).default(0),
          }),
          response: { 200: planSearchResponseSchema },
        },
      },
      async (request) => searchPlans(db, requireActor(request), request.query),
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
      async () => ({ contract_types: await listContractTypes(db) }),
    );

    app.get(
      '/api/template',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            'Master agreements of a plan or a company (template_doc_link streams each PDF), or one by contract_template_id (with template_base64 when include_base64=true).',
          querystring: z.object({
            production_plan_id: z.uuid().optional(),
            contract_template_id: z.uuid().optional(),
            external_reference_id: z.uuid().optional(),
            template_language: z.string().max(10).optional(),
            include_base64: z.stringbool().optional(),
          }),
          response: { 200: templatesResponseSchema },
        },
      },
      async (request) => readTemplates(db, files, requireActor(request), request.query),
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
      async (request, reply) =>
        reply
          .status(201)
          .send(await uploadTemplate(deps, request.log, requireActor(request), request.body, request.id)),
    );

    app.patch(
      '/api/template',
      {
        bodyLimit: PDF_BASE64_BODY_LIMIT,
        config: { access: templateAccess },
        schema: { tags, body: templatePatchSchema, response: { 200: planTemplateSchema } },
      },
      async (request) => patchTemplate(deps, request.log, requireActor(request), request.body, request.id),
    );

    app.get(
      '/api/template/:contract_template_id/pdf',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            "The master agreement PDF, inline: for the plan company's users, users of linked companies, staff with read-company and admins.",
          params: z.object({ contract_template_id: z.uuid() }),
        },
      },
      async (request, reply) => {
        const { template, bytes } = await readTemplateFile(
          deps,
          requireActor(request),
          request.params.contract_template_id,
        );
        const name = template.template_name.replace(/[^\w. -]/g, '_');
        const filename = /\.pdf$/i.test(name) ? name : `${name}.pdf`;
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .send(bytes);
      },
    );
  };
