import { z } from 'zod';
import { CONTRACT_MESSAGES } from '../contracts/messages';
import { isValidPhone, phoneForSending } from '../formatting/phone';
import { userInfoSchema } from '../contracts/contract.schema';
import { CONTACT_CONFIRMERS, type PendingContact } from './contact-confirmation';

/** How a signer receives the signing request (spec 2, §3: delivery_choice email or phone). */
export const DELIVERY_CHOICES = ['email', 'phone'] as const;
export type DeliveryChoice = (typeof DELIVERY_CHOICES)[number];
export const DELIVERY_CHOICE_LABELS: Record<DeliveryChoice, string> = { email: 'Email', phone: 'Phone' };

/** The parties who sign a contract. */
export const SIGNER_ROLES = ['grower', 'receiver', 'reseller'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

/**
 * signed if an approval timestamp exists, otherwise awaiting signature (spec 2, §3); declined while
 * the signer's decline stands (until the contract is sent again).
 */
export type SignerStatus = 'signed' | 'awaiting signature' | 'declined';
export const SIGNER_STATUSES = ['signed', 'awaiting signature', 'declined'] as const satisfies SignerStatus[];
export function signerStatus(
  approvalTimestamp: string | Date | null | undefined,
  declinedAt?: string | Date | null,
): SignerStatus {
  if (approvalTimestamp) return 'signed';
  return declinedAt ? 'declined' : 'awaiting signature';
}

/** The contract history entry of a signer's decline. */
export const SIGNER_DECLINED_KIND = 'signing_declined';
/** The details of that entry. */
export type SignerDeclineDetails = {
  contract_signer_id: string;
  signer_name: string;
  role: string | null;
  reason: string;
};

/** A signing link is good for this long; a resend issues a fresh one. */
export const SIGNING_LINK_DAYS = 30;
/** The return page waits this long before telling the parent window (spec 2, §9). */
export const SIGNING_RETURN_DELAY_MS = 3000;
/** The messages the return page posts to the window that embeds the signing frame. */
export const SIGNING_EVENTS = { complete: 'signing_complete', failed: 'signing_failed' } as const;
/** Return-page events that mean the signer finished (spec 2, §2). */
export const SIGNING_DONE_EVENTS = ['signing_complete', 'viewing_complete'] as const;
export function isSigningDoneEvent(event: string | null | undefined): boolean {
  return (SIGNING_DONE_EVENTS as readonly string[]).includes(event ?? '');
}

export const SIGNING_MESSAGES = {
  /** Send for signing or resend: a failure the server explains no better (spec 2, §8). */
  failed: CONTRACT_MESSAGES.voidOrSendFailed,
  alreadySent: 'Signers were already added to this contract.',
  notSignable: 'This contract can no longer be signed.',
  notResendable: 'Signing requests can only be resent while the contract is pending or amendment pending.',
  alreadySigned: 'This signer has already signed the contract.',
  /** A signer declined: nobody signs until the contract is sent again. */
  declined: 'A signer declined this contract. It can be signed again once it is resent for signing.',
  declineReasonRequired: 'Please tell us why you decline',
  declineReasonTooLong: 'Please keep the reason under 255 characters',
  linkInvalid: 'This signing link is invalid or has expired. Please contact your reseller for a new one.',
  signatureRequired: 'Please type your full name to sign',
  agreeRequired: 'Please agree to sign this contract electronically',
  noSigners: 'Please add at least one signer',
  oneGrower: 'Please add the grower as the one grower signer',
  signerEmailRequired: 'Please provide an email address for this signer',
  signerPhoneRequired: 'Please provide a phone number for this signer',
  parentMismatch: 'The contract does not amend the given voided contract.',
  /** The signer list departs from the contract's parties, as the server proposes them. */
  signerNotAllowed:
    'Only the grower and the users who sign for the grain receiver, the 3PO and the reseller may sign this contract.',
  signerMissing: 'Every user who signs for the grain receiver, the 3PO and the reseller must be among the signers.',
  contactFromProfile: 'The e-mail and phone of a portal user come from their profile and cannot be changed here.',
  noReceiverSigner:
    'Nobody at the grain receiver or 3PO may sign this contract yet: a user with the signing role is needed.',
  noResellerSigner: 'Nobody at the reseller may approve this contract yet: a user with approve-contract is needed.',
} as const;

const EMAIL = z.email();
export function isValidEmail(value: string): boolean {
  return EMAIL.safeParse(value.trim()).success;
}

export type SigningContact = { email: string; phone: string; delivery_choice: DeliveryChoice };

/**
 * The messages of the send-for-signing dialog's grower contact (spec 2, §5): phone and e-mail
 * are both required and checked, each with its own text.
 */
export function growerContactIssues(values: SigningContact): Partial<Record<'email' | 'phone', string>> {
  const issues: Partial<Record<'email' | 'phone', string>> = {};
  const phone = values.phone.trim();
  const email = values.email.trim();
  if (!phone) issues.phone = CONTRACT_MESSAGES.growerPhoneRequired;
  else if (!isValidPhone(phone)) issues.phone = CONTRACT_MESSAGES.growerPhoneInvalid;
  if (!email) issues.email = CONTRACT_MESSAGES.growerEmailRequired;
  else if (!isValidEmail(email)) issues.email = CONTRACT_MESSAGES.growerEmailInvalid;
  return issues;
}

/** Submit is disabled while the chosen contact (e-mail or phone) is invalid. */
export function canSubmitSigning(values: SigningContact): boolean {
  return !growerContactIssues(values)[values.delivery_choice === 'phone' ? 'phone' : 'email'];
}

/** The phone rule of resend: a signer reached by phone needs a valid ten-digit number. */
export function canResendToPhone(phone: string | null | undefined): boolean {
  return Boolean(phone && isValidPhone(phone));
}

const text = (max = 200) => z.string().trim().max(max);
const optionalContact = z
  .string()
  .trim()
  .max(320)
  .nullish()
  .transform((value) => value || null);

/**
 * One signer of POST /api/signers (spec 2, §7 'Send for signing'). The chosen contact is required
 * and checked, with the grower dialog's texts; like the dialog, an invalid contact that was not
 * chosen does not block the send: it is dropped. Phones are stored as digits with the prefix 1.
 */
export const signerInputSchema = z
  .object({
    first_name: text().min(1, 'Please provide a first name'),
    last_name: text().default(''),
    email: optionalContact,
    phone: optionalContact,
    delivery_choice: z.enum(DELIVERY_CHOICES, 'Please choose Email or Phone'),
    is_approver: z.boolean().default(false),
    role: z.enum(SIGNER_ROLES, 'Unknown signer role'),
    assignment_role: text().nullish(),
    entity_name: text().nullish(),
    external_reference_id: z.uuid().nullish(),
    user_id: text(100).nullish(),
    title: text().nullish(),
    docusign_type: z.literal('signers').default('signers'),
  })
  .superRefine((signer, ctx) => {
    const grower = signer.role === 'grower';
    if (signer.delivery_choice === 'phone') {
      if (!signer.phone)
        ctx.addIssue({
          code: 'custom',
          path: ['phone'],
          message: grower ? CONTRACT_MESSAGES.growerPhoneRequired : SIGNING_MESSAGES.signerPhoneRequired,
        });
      else if (!isValidPhone(signer.phone))
        ctx.addIssue({ code: 'custom', path: ['phone'], message: CONTRACT_MESSAGES.growerPhoneInvalid });
    } else if (!signer.email)
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: grower ? CONTRACT_MESSAGES.growerEmailRequired : SIGNING_MESSAGES.signerEmailRequired,
      });
    else if (!isValidEmail(signer.email))
      ctx.addIssue({ code: 'custom', path: ['email'], message: CONTRACT_MESSAGES.growerEmailInvalid });
  })
  .transform((signer) => ({
    ...signer,
    email: signer.email && isValidEmail(signer.email) ? signer.email.toLowerCase() : null,
    phone: signer.phone && isValidPhone(signer.phone) ? phoneForSending(signer.phone) : null,
  }));
export type SignerInput = z.input<typeof signerInputSchema>;

/**
 * POST /api/signers: the contract's signers, and for an amendment the contract it replaces. The
 * spec's voided_user_info is accepted but ignored: the history names the signed-in user.
 */
export const sendForSigningSchema = z.object({
  contract_id: z.uuid(),
  signers: z.array(signerInputSchema).min(1, SIGNING_MESSAGES.noSigners).max(50),
  parent_voided_contract_id: z.uuid().nullish(),
  voided_user_info: userInfoSchema.nullish(),
});
export type SendForSigningInput = z.input<typeof sendForSigningSchema>;

/**
 * POST /api/resend (the spec's GET, made a POST: it changes a signer and mails a link): the signer
 * and the contact to use. A phone or e-mail given here that differs from the signer's replaces it
 * first ('change phone and resend'); one left out keeps the signer's. The delivery rule is checked
 * against the resulting contact (resendContactIssue).
 */
export const resendSchema = z
  .object({
    contract_id: z.uuid(),
    contract_signer_id: z.uuid(),
    delivery_choice: z.enum(DELIVERY_CHOICES, 'Please choose Email or Phone'),
    email: optionalContact,
    phone: optionalContact,
  })
  .superRefine((query, ctx) => {
    if (query.email && !isValidEmail(query.email))
      ctx.addIssue({ code: 'custom', path: ['email'], message: CONTRACT_MESSAGES.growerEmailInvalid });
    if (query.phone && !isValidPhone(query.phone))
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message:
          query.delivery_choice === 'phone'
            ? CONTRACT_MESSAGES.resendPhoneUnavailable
            : CONTRACT_MESSAGES.growerPhoneInvalid,
      });
  })
  .transform((query) => ({
    ...query,
    email: query.email ? query.email.toLowerCase() : null,
    phone: query.phone ? phoneForSending(query.phone) : null,
  }));
export type ResendInput = z.input<typeof resendSchema>;

/**
 * Why a resend to this contact cannot go out, or null: a phone delivery needs a valid phone
 * ("The phone number is not available for resend…"), an e-mail delivery an address.
 */
export function resendContactIssue(contact: {
  delivery_choice: DeliveryChoice;
  email: string | null | undefined;
  phone: string | null | undefined;
}): string | null {
  if (contact.delivery_choice === 'phone')
    return canResendToPhone(contact.phone) ? null : CONTRACT_MESSAGES.resendPhoneUnavailable;
  if (!contact.email) return SIGNING_MESSAGES.signerEmailRequired;
  return isValidEmail(contact.email) ? null : CONTRACT_MESSAGES.growerEmailInvalid;
}

/** What a signer submits on the signing page: the typed signature and the consent. */
export const signatureSchema = z.object({
  signature_name: z
    .string(SIGNING_MESSAGES.signatureRequired)
    .trim()
    .min(2, SIGNING_MESSAGES.signatureRequired)
    .max(120, 'Please keep the signature under 120 characters'),
  agree: z.literal(true, SIGNING_MESSAGES.agreeRequired),
});
export type SignatureInput = z.input<typeof signatureSchema>;

// Replies shared by the API and the web app

/** A grower's new contact awaiting confirmation, masked as the signer's contact is. */
export const pendingContactReply = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  delivery_choice: z.enum(DELIVERY_CHOICES),
  confirm_by: z.enum(CONTACT_CONFIRMERS),
}) satisfies z.ZodType<PendingContact>;

/** A signer as GET /api/signers proposes or lists it. */
export const signerRowReply = z.object({
  contract_signer_id: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  delivery_choice: z.enum(DELIVERY_CHOICES),
  is_approver: z.boolean(),
  role: z.enum(SIGNER_ROLES),
  assignment_role: z.string().nullable(),
  entity_name: z.string().nullable(),
  external_reference_id: z.string().nullable(),
  user_id: z.string().nullable(),
  docusign_type: z.literal('signers'),
  approval_timestamp: z.string().nullable(),
  contract_status: z.enum(SIGNER_STATUSES),
  /** A new contact awaiting confirmation (grower only); no signing link works until then. */
  pending_contact: pendingContactReply.nullable(),
});
export type SignerRow = z.infer<typeof signerRowReply>;

/** GET /api/signers: the stored signers once sent (sent: true), else the proposed ones. */
export const signersReply = z.object({
  data: z.object({
    contract_id: z.string(),
    contract_state: z.string(),
    sent: z.boolean(),
    signers: z.array(signerRowReply),
  }),
});
export type SignersReply = z.infer<typeof signersReply>;

/** POST /api/signers: the contract's stored signers. */
export const signersSentReply = z.object({
  data: z.object({ contract_id: z.string(), signers: z.array(signerRowReply) }),
});
export type SignersSentReply = z.infer<typeof signersSentReply>;

/** POST /api/resend: the signer's contact now, and the new contact awaiting confirmation if any. */
export const resendReply = z.object({
  data: z.object({
    contract_signer_id: z.string(),
    delivery_choice: z.enum(DELIVERY_CHOICES),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    pending_contact: pendingContactReply.nullable(),
  }),
});
export type ResendReply = z.infer<typeof resendReply>;

/** POST /api/e-sign/contact-confirmation */
export const contactConfirmedReply = z.object({ data: z.object({ confirmed: z.boolean() }) });
export type ContactConfirmedReply = z.infer<typeof contactConfirmedReply>;

/** POST /api/e-sign/contact-approval */
export const contactApprovedReply = z.object({
  data: z.object({ contract_signer_id: z.string(), approved: z.boolean() }),
});
export type ContactApprovedReply = z.infer<typeof contactApprovedReply>;

/** POST /api/e-sign/{token} and /api/e-sign/embedded: the contract's state after the signature. */
export const signatureReply = z.object({
  contract_id: z.string(),
  contract_state: z.string(),
  approval_timestamp: z.string(),
});
export type SignatureReply = z.infer<typeof signatureReply>;

/** GET /api/docusign-embed: the embedded signing page's URL. */
export const docusignEmbedReply = z.object({ url: z.string() });
export type DocusignEmbedReply = z.infer<typeof docusignEmbedReply>;

/** GET /api/signers: the contract whose signers are read. */
export const signersQuerySchema = z.object({ contract_id: z.uuid('Please provide a contract_id') });

/** A signing token in a link's path: 32 random bytes, base64url. */
export const signingTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, SIGNING_MESSAGES.linkInvalid),
});

/** GET /api/docusign-embed (the spec's name for the return URL). */
export const docusignEmbedQuerySchema = z.object({
  contract_id: z.uuid('Please provide a contract_id'),
  contract_signer_id: z.uuid().optional(),
  returnUrl: z.string().max(500).optional(),
});

/** GET /api/e-sign/embedded: the signed-in signer's signing page. */
export const embeddedSigningQuerySchema = z.object({
  contract_id: z.uuid('Please provide a contract_id'),
  contract_signer_id: z.uuid().optional(),
  return_url: z.string().max(500).optional(),
});

/** The signer of a contract the signed-in user signs for. */
export const embeddedSignerSchema = z.object({ contract_id: z.uuid(), contract_signer_id: z.uuid() });

/** POST /api/e-sign/{token}/decline: why the signer declines (shown to the sender). */
export const declineSchema = z.object({
  reason: z
    .string(SIGNING_MESSAGES.declineReasonRequired)
    .trim()
    .min(1, SIGNING_MESSAGES.declineReasonRequired)
    .max(255, SIGNING_MESSAGES.declineReasonTooLong),
});
export type DeclineInput = z.input<typeof declineSchema>;

/** POST /api/e-sign/embedded/decline: the signed-in signer of a contract and the reason. */
export const embeddedDeclineSchema = embeddedSignerSchema.extend(declineSchema.shape);

/** POST /api/e-sign/embedded: the signer and the signature. */
export const embeddedSignatureSchema = embeddedSignerSchema.extend(signatureSchema.shape);

/** What the signing page shows (GET /api/e-sign/{token} and GET /api/e-sign/embedded). */
export const signingSessionReply = z.object({
  contract: z.object({
    contract_id: z.string(),
    new_contract_id: z.string(),
    contract_type: z.string(),
    contract_year: z.number(),
    contract_state: z.string(),
    grower_name: z.string().nullable(),
    reseller_name: z.string().nullable(),
    grain_receiver_name: z.string().nullable(),
  }),
  signer: z.object({
    contract_signer_id: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    role: z.string().nullable(),
    entity_name: z.string().nullable(),
    approval_timestamp: z.string().nullable(),
    signature_name: z.string().nullable(),
  }),
  /** May this signer sign now (contract still collecting signatures, not signed yet, no decline standing). */
  can_sign: z.boolean(),
  /** A signer's decline stands: nobody signs until the contract is resent. */
  declined: z.boolean(),
  /** The PDF to show: the signed one once the contract is completed, else the original. */
  document_url: z.string(),
  document_sha256: z.string(),
  /** Where the page goes when done (the embedded flow's returnUrl, else /contracts/return). */
  return_url: z.string(),
});
export type SigningSession = z.infer<typeof signingSessionReply>;
