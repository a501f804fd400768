import {
  awaitingSignatureReply,
  CONTACT_APPROVAL_PERMISSION,
  contactApprovalSchema,
  contactApprovedReply,
  contactConfirmedReply,
  contactConfirmationSchema,
  contractDocLink,
  declineSchema,
  docusignEmbedQuerySchema,
  embeddedDeclineSchema,
  docusignEmbedReply,
  embeddedSignatureSchema,
  embeddedSigningQuerySchema,
  noContentReply,
  resendReply,
  resendSchema,
  SEND_FOR_SIGNING_PERMISSIONS,
  sendForSigningSchema,
  SIGN_PAGE_PERMISSIONS,
  signatureReply,
  signatureSchema,
  signersQuerySchema,
  signersReply,
  signersSentReply,
  signingSessionReply,
  signingTokenParamsSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../services/service';
import { awaitingSignature } from './awaiting-signature';
import { approveGrowerContact, confirmGrowerContact } from './confirm-grower-contact';
import { resendSigningLink } from './resend-signing-link';
import { sendForSigning } from './send-for-signing';
import { decline, sign } from './sign-contract';
import {
  portalSigner,
  safeReturnPath,
  signersOf,
  signingDocument,
  signingSession,
  signingDepsOf,
  tokenSigner,
  type SigningAppDeps,
} from './signing-service';

const tags = ['signing'];

/**
 * Signing-link routes answer signers who are not signed in. The token is in their path, so
 * their access-log lines (info) are switched off: a token is never logged.
 */
const QUIET = 'warn' as const;

export const signingRoutes =
  (deps: SigningAppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const signing = signingDepsOf(deps);
    const sendAccess = { anyOf: SEND_FOR_SIGNING_PERMISSIONS };
    const signAccess = { anyOf: SIGN_PAGE_PERMISSIONS };

    app.get(
      '/api/signing/awaiting',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            "The home page's contracts awaiting the signed-in user's signature: their own portal signer rows not signed yet, while the contract collects signatures and no decline stands, at companies where they hold sign-contract, view-contract or approve-contract; the newest few and the total.",
          response: { 200: awaitingSignatureReply },
        },
      },
      async (request) => awaitingSignature(signing, contextOf(request)),
    );

    app.get(
      '/api/signers',
      {
        config: { access: sendAccess },
        schema: {
          tags,
          description:
            "The signers of a contract: the stored ones once sent (sent: true), else the proposed ones (the grower; the grain receiver's users with sign-contract, for fuel the grain-ops-manager and grain-receiver-approved-signer roles; the reseller's users with approve-contract, none for fuel). create-contract or sign-contract at the receiver or 3PO.",
          querystring: signersQuerySchema,
          response: { 200: signersReply },
        },
      },
      async (request) => ({ data: await signersOf(signing, contextOf(request), request.query.contract_id) }),
    );

    app.post(
      '/api/signers',
      {
        config: { access: sendAccess },
        schema: {
          tags,
          description:
            "Send for signing: stores the signers and sends each a signing link by e-mail or SMS (delivery_choice). The signers must be the ones GET /api/signers proposes (400 otherwise); the sender chooses each one's delivery and may correct the grower's e-mail and phone (recorded in the history; a contact the grower record does not hold gets no link until it is confirmed: the grower signer's pending_contact). An amendment names parent_voided_contract_id, which is voided if it is not yet (voided_user_info is ignored: the history names the signed-in user).",
          body: sendForSigningSchema,
          response: { 200: signersSentReply },
        },
      },
      async (request) => ({
        data: await sendForSigning(signing, contextOf(request), request.body),
      }),
    );

    app.post(
      '/api/resend',
      {
        config: { access: sendAccess },
        schema: {
          tags,
          description:
            "Resend a signing request (pending or amendment_pending only) with a fresh link; a changed phone or email of a grower replaces the signer's first and is recorded in the history, a portal user's contact is their profile's. A grower contact the grower record does not hold is not used until confirmed (by the record's e-mail or phone, or the reseller approver when the record has none): the reply's pending_contact, and no link is sent meanwhile. A POST, not the spec's GET: it changes a signer and mails a link.",
          body: resendSchema,
          response: { 200: resendReply },
        },
      },
      async (request) => ({
        data: await resendSigningLink(signing, contextOf(request), request.body),
      }),
    );

    app.get(
      '/api/docusign-embed',
      {
        config: { access: signAccess },
        schema: {
          tags,
          description:
            "The URL of the embedded signing page for the signed-in signer: a signer of the contract whose portal user is the session's (not a grower, who signs through the link).",
          querystring: docusignEmbedQuerySchema,
          response: { 200: docusignEmbedReply },
        },
      },
      async (request) => {
        const { contract_id, contract_signer_id, returnUrl } = request.query;
        const { signer } = await portalSigner(signing, contextOf(request), {
          contractId: contract_id,
          contractSignerId: contract_signer_id,
        });
        const returnPath = safeReturnPath(returnUrl, deps.config.publicUrl);
        return {
          url: signing.eSignature.embeddedUrl({
            contractId: contract_id,
            contractSignerId: signer.contractSignerId,
            returnPath,
          }),
        };
      },
    );

    app.get(
      '/api/e-sign/embedded',
      {
        config: { access: signAccess },
        schema: {
          tags,
          description: 'The embedded signing page of the signed-in signer.',
          querystring: embeddedSigningQuerySchema,
          response: { 200: signingSessionReply },
        },
      },
      async (request) => {
        const { contract_id, contract_signer_id, return_url } = request.query;
        const { contract, signer } = await portalSigner(signing, contextOf(request), {
          contractId: contract_id,
          contractSignerId: contract_signer_id,
        });
        return signingSession(signing, {
          contract,
          signer,
          urls: {
            document: contractDocLink(contract_id),
            signedDocument: contractDocLink(contract_id, true),
            returnPath: safeReturnPath(return_url, deps.config.publicUrl),
          },
        });
      },
    );

    app.post(
      '/api/e-sign/embedded',
      {
        config: { access: signAccess },
        schema: {
          tags,
          description: 'Sign as the signed-in signer.',
          body: embeddedSignatureSchema,
          response: { 200: signatureReply },
        },
      },
      async (request) => {
        const ctx = contextOf(request);
        const { contract_id, contract_signer_id, signature_name } = request.body;
        const { signer } = await portalSigner(signing, ctx, {
          contractId: contract_id,
          contractSignerId: contract_signer_id,
        });
        return sign(signing, {
          contractSignerId: signer.contractSignerId,
          by: {
            signatureName: signature_name,
            ip: request.ip,
            via: 'portal',
            userId: ctx.actor.userId,
            requestId: request.id,
          },
        });
      },
    );

    app.post(
      '/api/e-sign/embedded/decline',
      {
        config: { access: signAccess },
        schema: {
          tags,
          description:
            'Decline to sign as the signed-in signer, with a reason (1-255 characters). The contract then shows Denied and nobody signs it until it is resent; the sender is told by e-mail.',
          body: embeddedDeclineSchema,
          response: { 204: noContentReply },
        },
      },
      async (request, reply) => {
        const ctx = contextOf(request);
        const { signer } = await portalSigner(signing, ctx, {
          contractId: request.body.contract_id,
          contractSignerId: request.body.contract_signer_id,
        });
        await decline(signing, {
          contractSignerId: signer.contractSignerId,
          reason: request.body.reason,
          by: { userId: ctx.actor.userId, ip: request.ip, requestId: request.id },
        });
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/e-sign/contact-confirmation',
      {
        logLevel: QUIET,
        config: { access: { public: true } },
        schema: {
          tags,
          description:
            "The grower record's e-mail or phone confirms a new contact for the grower's signing link (the single-use token of its confirmation link); only then is the signing link sent to it.",
          body: contactConfirmationSchema,
          response: { 200: contactConfirmedReply },
        },
      },
      async (request) => ({
        data: await confirmGrowerContact(signing, {
          token: request.body.token,
          by: { ip: request.ip, requestId: request.id },
        }),
      }),
    );

    app.post(
      '/api/e-sign/contact-approval',
      {
        config: { access: { anyOf: [CONTACT_APPROVAL_PERMISSION] } },
        schema: {
          tags,
          description:
            "When the grower record has no e-mail or phone, a user with approve-contract at the contract's reseller approves the new contact of the grower's signing link; the link is then sent to it.",
          body: contactApprovalSchema,
          response: { 200: contactApprovedReply },
        },
      },
      async (request) => ({
        data: await approveGrowerContact(signing, contextOf(request), request.body),
      }),
    );

    app.get(
      '/api/e-sign/:token',
      {
        logLevel: QUIET,
        config: { access: { public: true } },
        schema: {
          tags,
          description: 'The signing page of a signing link.',
          params: signingTokenParamsSchema,
          response: { 200: signingSessionReply },
        },
      },
      async (request) => {
        const { token } = request.params;
        const { contract, signer } = await tokenSigner(signing, token);
        const document = `/api/e-sign/${token}/document`;
        return signingSession(signing, {
          contract,
          signer,
          urls: { document, signedDocument: document, returnPath: '/contracts/return' },
        });
      },
    );

    app.get(
      '/api/e-sign/:token/document',
      {
        logLevel: QUIET,
        config: { access: { public: true } },
        schema: {
          tags,
          description: 'The PDF of a signing link: the signed one once complete.',
          params: signingTokenParamsSchema,
        },
      },
      async (request, reply) => {
        const { contract } = await tokenSigner(signing, request.params.token);
        const file = await signingDocument(signing, contract);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${file.name}"`)
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          .send(file.bytes);
      },
    );

    app.post(
      '/api/e-sign/:token',
      {
        logLevel: QUIET,
        config: { access: { public: true } },
        schema: {
          tags,
          description: 'Sign through a signing link.',
          params: signingTokenParamsSchema,
          body: signatureSchema,
          response: { 200: signatureReply },
        },
      },
      async (request) => {
        const { signer } = await tokenSigner(signing, request.params.token);
        return sign(signing, {
          contractSignerId: signer.contractSignerId,
          by: {
            signatureName: request.body.signature_name,
            ip: request.ip,
            via: 'link',
            userId: signer.userId,
            requestId: request.id,
          },
        });
      },
    );

    app.post(
      '/api/e-sign/:token/decline',
      {
        logLevel: QUIET,
        config: { access: { public: true } },
        schema: {
          tags,
          description:
            'Decline to sign through a signing link, with a reason (1-255 characters). The contract then shows Denied and nobody signs it until it is resent; the sender is told by e-mail.',
          params: signingTokenParamsSchema,
          body: declineSchema,
          response: { 204: noContentReply },
        },
      },
      async (request, reply) => {
        const { signer } = await tokenSigner(signing, request.params.token);
        await decline(signing, {
          contractSignerId: signer.contractSignerId,
          reason: request.body.reason,
          by: { userId: signer.userId, ip: request.ip, requestId: request.id },
        });
        return reply.status(204).send();
      },
    );
  };
