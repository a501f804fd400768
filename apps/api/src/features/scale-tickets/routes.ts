import {
  columnMappingQuerySchema,
  columnMappingSchema,
  createScaleTicketsBodySchema,
  createScaleTicketsResponseSchema,
  deleteScaleTicketsBodySchema,
  deleteScaleTicketsResponseSchema,
  deletedTicketsQuerySchema,
  deletedTicketsResponseSchema,
  duplicateCheckBodySchema,
  duplicateCheckResponseSchema,
  inventoryQuerySchema,
  inventoryResponseSchema,
  planGrowersQuerySchema,
  recordHistoryPageSchema,
  restoreScaleTicketsBodySchema,
  restoreScaleTicketsResponseSchema,
  scaleTicketListSchema,
  scaleTicketQuerySchema,
  scaleTicketHistoryQuerySchema,
  scaleTicketSchema,
  ticketUploadChunkBodySchema,
  ticketUploadCommitResponseSchema,
  ticketUploadStartSchema,
  ticketContractsResponseSchema,
  transferContractsQuerySchema,
  updateScaleTicketBodySchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadSessionRoutes } from '../../plugins/upload-session-routes';
import { ifMatchOf } from '../../plugins/record-version';
import { contextOf } from '../../services/service';
import { checkDuplicates } from './check-duplicates';
import { readColumnMapping, resetColumnMapping, saveColumnMapping } from './column-mapping';
import { createScaleTickets } from './create-scale-tickets';
import { deleteScaleTickets } from './delete-scale-tickets';
import { readInventory } from './read-inventory';
import { readScaleTickets } from './read-scale-tickets';
import { readTicketHistory } from './read-ticket-history';
import { readDeletedTickets, restoreScaleTickets } from './restore-scale-tickets';
import { readPlanGrowers, readTransferContracts } from './read-ticket-contracts';
import type { TicketDeps } from './repository';
import { cancelTicketUpload, commitTicketUpload, stageTicketChunk, startTicketUpload } from './ticket-upload';
import { updateScaleTicket } from './update-scale-ticket';

const tags = ['scale-tickets'];
/** A 10,000-row file as JSON. */
const TICKETS_BODY_LIMIT = 12 * 1024 * 1024;
/** One staged chunk (UPLOAD_CHUNK_ROWS rows) as JSON, with room for long notes. */
const CHUNK_BODY_LIMIT = 8 * 1024 * 1024;
/** The gate before the service checks the permission at the plan's company, read from the database. */
const writer = { anyOf: ['create-scale-ticket'] as const };

export const scaleTicketRoutes =
  (deps: TicketDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/scale-ticket',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            'Tickets of a plan, a contract, or a company and year (search over number, grower and BOL; offset/limit; hide_zeroout), only at companies the user sees.',
          querystring: scaleTicketQuerySchema,
          response: { 200: scaleTicketListSchema },
        },
      },
      async (request) => readScaleTickets(deps, contextOf(request), request.query),
    );

    app.post(
      '/api/scale-ticket',
      {
        bodyLimit: TICKETS_BODY_LIMIT,
        config: { access: writer },
        schema: {
          tags,
          description:
            "All tickets or none: create-scale-ticket at each plan's company (adjust-inventory for transfers and zero-outs); 409 scale_ticket_duplication on a repeat.",
          body: createScaleTicketsBodySchema,
          response: { 200: createScaleTicketsResponseSchema },
        },
      },
      async (request) => createScaleTickets(deps, contextOf(request), request.body),
    );

    app.patch(
      '/api/scale-ticket',
      {
        config: { access: writer, etag: true },
        schema: {
          tags,
          description:
            'Edits one ticket on the version it was read at (If-Match: its `version`); answers the new ETag.',
          body: updateScaleTicketBodySchema,
          response: { 200: scaleTicketSchema },
        },
      },
      async (request) =>
        updateScaleTicket(deps, contextOf(request), { change: request.body, version: ifMatchOf(request) }),
    );

    app.delete(
      '/api/scale-ticket',
      {
        config: { access: writer },
        schema: { tags, body: deleteScaleTicketsBodySchema, response: { 200: deleteScaleTicketsResponseSchema } },
      },
      async (request) => deleteScaleTickets(deps, contextOf(request), request.body),
    );

    app.get(
      '/api/scale-ticket/deleted',
      {
        config: {
          access: { anyOf: ['create-scale-ticket'], company: (r) => (r.query as { company_id?: string }).company_id },
        },
        schema: {
          tags,
          description:
            "The company's tickets of plans of the year deleted in the last 30 days (create-scale-ticket there, as for a delete).",
          querystring: deletedTicketsQuerySchema,
          response: { 200: deletedTicketsResponseSchema },
        },
      },
      async (request) => readDeletedTickets(deps, contextOf(request), request.query),
    );

    app.get(
      '/api/scale-ticket/history',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            "A ticket's history, newest first (page of 20), read as the ticket is: 404 when unknown or at a company the user does not see.",
          querystring: scaleTicketHistoryQuerySchema,
          response: { 200: recordHistoryPageSchema },
        },
      },
      async (request) => readTicketHistory(deps, contextOf(request), request.query),
    );

    app.post(
      '/api/scale-ticket/restore',
      {
        config: { access: writer },
        schema: {
          tags,
          description:
            "Puts back one delete's tickets (its batch_id), all or none, under the delete's permissions; 409 scale_ticket_restore_clash when a live ticket repeats one.",
          body: restoreScaleTicketsBodySchema,
          response: { 200: restoreScaleTicketsResponseSchema },
        },
      },
      async (request) => restoreScaleTickets(deps, contextOf(request), request.body),
    );

    app.get(
      '/api/scale-ticket/growers',
      {
        config: { access: { signedIn: true } },
        schema: { tags, querystring: planGrowersQuerySchema, response: { 200: ticketContractsResponseSchema } },
      },
      async (request) => readPlanGrowers(deps, contextOf(request), request.query.production_plan_id),
    );

    app.get(
      '/api/scale-ticket/transfer-contracts',
      {
        config: { access: { anyOf: ['adjust-inventory'] } },
        schema: {
          tags,
          description:
            'The unplanned-transfer search, within plans of companies where the user holds adjust-inventory.',
          querystring: transferContractsQuerySchema,
          response: { 200: ticketContractsResponseSchema },
        },
      },
      async (request) => readTransferContracts(deps, contextOf(request), request.query),
    );

    app.get(
      '/api/scale-ticket/inventory',
      {
        config: { access: { signedIn: true } },
        schema: { tags, querystring: inventoryQuerySchema, response: { 200: inventoryResponseSchema } },
      },
      async (request) => readInventory(deps, contextOf(request), request.query),
    );

    app.post(
      '/api/scale-ticket/duplicates',
      {
        bodyLimit: TICKETS_BODY_LIMIT,
        config: { access: writer },
        schema: { tags, body: duplicateCheckBodySchema, response: { 200: duplicateCheckResponseSchema } },
      },
      async (request) => checkDuplicates(deps, contextOf(request), request.body),
    );

    app.get(
      '/api/scale-ticket/column-mapping',
      {
        config: { access: { signedIn: true } },
        schema: { tags, querystring: columnMappingQuerySchema, response: { 200: columnMappingSchema } },
      },
      async (request) => readColumnMapping(deps, contextOf(request), request.query.company_id),
    );

    app.put(
      '/api/scale-ticket/column-mapping',
      {
        config: {
          access: { anyOf: ['create-scale-ticket'], company: (r) => (r.body as { company_id?: string }).company_id },
        },
        schema: { tags, body: columnMappingSchema, response: { 200: columnMappingSchema } },
      },
      async (request) => saveColumnMapping(deps, contextOf(request), request.body),
    );

    app.delete(
      '/api/scale-ticket/column-mapping',
      {
        config: {
          access: {
            anyOf: ['create-scale-ticket'],
            company: (r) => (r.query as { company_id?: string }).company_id,
          },
        },
        schema: {
          tags,
          description: "Forgets the company's saved header → column choices (create-scale-ticket there).",
          querystring: columnMappingQuerySchema,
          response: { 200: columnMappingSchema },
        },
      },
      async (request) => resetColumnMapping(deps, contextOf(request), request.query.company_id),
    );

    uploadSessionRoutes(app, {
      path: '/api/scale-ticket/uploads',
      tags,
      access: writer,
      describe: {
        start:
          "Opens an upload of a file too large for one POST (create-scale-ticket at the plan's company); its chunks are staged, then committed at once.",
        chunk:
          "Stages one chunk of the caller's upload, validated as a POST's tickets; a resent chunk replaces itself.",
        commit:
          'Stores every staged ticket in one transaction under the rules of POST /api/scale-ticket (409 scale_ticket_duplication on a repeat), or none.',
      },
      start: {
        body: ticketUploadStartSchema,
        run: (request, body) => startTicketUpload(deps, contextOf(request), body),
      },
      chunk: {
        body: ticketUploadChunkBodySchema,
        bodyLimit: CHUNK_BODY_LIMIT,
        run: (request, ids, body) =>
          stageTicketChunk(deps, contextOf(request), {
            uploadId: ids.upload_id,
            index: ids.index,
            rows: body.scale_tickets,
          }),
      },
      commit: {
        response: ticketUploadCommitResponseSchema,
        run: (request, id) => commitTicketUpload(deps, contextOf(request), id),
      },
      cancel: (request, id) => cancelTicketUpload(deps, contextOf(request), id),
    });
  };
