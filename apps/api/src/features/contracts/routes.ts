import { contractListQuerySchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requireActor } from '../../plugins/access';
import { notFound } from '../../plugins/errors';
import type { FileStorage } from '../../services/file-storage';
import { contractView, findVisibleContract, listContracts } from './contract-reads';

const tags = ['contracts'];

export type ContractDeps = { db: Db; files: FileStorage };

export const contractRoutes =
  (deps: ContractDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, files } = deps;

    app.get(
      '/api/grower-contracts/v1',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            'One contract by contract_id ({ contract }), or the page of contracts the user may see ({ items, total }), newest first. contract_status is comma-separated (default: every state but voided); external_reference_id is a company id (reseller, grain receiver or 3PO).',
          querystring: contractListQuerySchema,
        },
      },
      async (request) => {
        const actor = requireActor(request);
        const { contract_id } = request.query;
        if (contract_id) {
          const row = await findVisibleContract(db, actor, contract_id);
          if (!row) throw notFound('Contract not found');
          return { contract: await contractView(db, row) };
        }
        return listContracts(db, actor, request.query);
      },
    );

    /** The contract PDF (or, with signed=true, the signed one) inline, for users who may see the contract. */
    app.get(
      '/api/contract-pdf/:contract_id',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          params: z.object({ contract_id: z.uuid() }),
          querystring: z.object({ signed: z.enum(['true', 'false']).optional() }),
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const row = await findVisibleContract(db, actor, request.params.contract_id);
        if (!row) throw notFound('Contract not found');
        const signed = request.query.signed === 'true';
        const key = signed ? row.signedDocKey : row.contractDocKey;
        const file = key ? await files.get(key) : null;
        if (!file)
          throw notFound(signed ? 'The signed contract PDF is not available' : 'Failed to retrieve the contract PDF');
        const name = `${row.newContractId}${signed ? '-signed' : ''}.pdf`;
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .send(file.bytes);
      },
    );
  };
