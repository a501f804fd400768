import { z } from 'zod';
import { samePhone } from '../formatting/phone';

/**
 * Who vouches for a grower contact the grower record does not hold: the record's own contact
 * (a single-use link), or, when the record has none, a user with approve-contract at the reseller.
 */
export const CONTACT_CONFIRMERS = ['grower', 'reseller'] as const;
export type ContactConfirmer = (typeof CONTACT_CONFIRMERS)[number];

/** The approving permission at the contract's reseller (the reseller approver). */
export const CONTACT_APPROVAL_PERMISSION = 'approve-contract' as const;

/** The texts of the contact confirmation, in the API and on the pages. */
export const CONTACT_CONFIRMATION_MESSAGES = {
  pending: 'Awaiting confirmation of the new contact',
  pendingByGrower: 'Sent to the grower’s e-mail or phone on record for confirmation.',
  pendingByReseller: 'The reseller’s approver must approve it.',
  approve: 'Approve new contact',
  approved: 'New contact approved. The signing link has been sent.',
  approving: 'Approving...',
  approveFailed: 'The new contact could not be approved.',
  confirmFailed: 'The new contact could not be confirmed. Please try again later.',
  pageTitle: 'Confirm the new contact',
  pageText:
    'Your grain contract’s signing link will be sent to a new e-mail address or phone number. Confirm only if you asked for this.',
  confirm: 'Confirm new contact',
  confirmed: 'Thank you. The signing link has been sent to the new contact.',
  linkInvalid: 'This confirmation link is invalid, used or expired. Please contact your reseller.',
  waitsForGrower: 'This contact change waits for the grower’s confirmation.',
  nothingPending: 'There is no contact change to approve for this signer.',
  noApprover:
    'The grower record has no e-mail or phone and the contract no reseller to approve a new contact. Please update the grower record.',
} as const;

/** The contact a grower's link would go to, and the one it waits for. */
export type PendingContact = {
  email: string | null;
  phone: string | null;
  /** email or phone (DELIVERY_CHOICES; not imported: signing.schema imports this file). */
  delivery_choice: 'email' | 'phone';
  confirm_by: ContactConfirmer;
};

type Contact = { email: string | null | undefined; phone: string | null | undefined };
const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a) && a!.trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Does the grower's link, going to this contact (the chosen delivery), need confirmation? Not when
 * the grower record holds that e-mail or phone, nor when it was confirmed for this signer already.
 */
export function needsContactConfirmation(
  target: Contact & { delivery_choice: string },
  record: Contact,
  confirmed: Contact | null,
): boolean {
  const vouched = (c: Contact | null) =>
    Boolean(c) &&
    (target.delivery_choice === 'phone' ? samePhone(target.phone, c!.phone) : sameEmail(target.email, c!.email));
  return !vouched(record) && !vouched(confirmed);
}

/** Who confirms a change: the record's own contact when it has one, else the reseller approver. */
export function contactConfirmer(record: Contact): ContactConfirmer {
  return record.email || record.phone ? 'grower' : 'reseller';
}

/** POST /api/e-sign/contact-confirmation: the token of the confirmation link (its fragment). */
export const contactConfirmationSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, CONTACT_CONFIRMATION_MESSAGES.linkInvalid),
});

/** POST /api/e-sign/contact-approval: the grower signer whose new contact the reseller approver approves. */
export const contactApprovalSchema = z.object({ contract_id: z.uuid(), contract_signer_id: z.uuid() });
