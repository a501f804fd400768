import { digitsOnly, formatPhone } from '../formatting/phone';

/** Signer contacts a reader may see, and the contact changes the history records. */
const MASK = '\u2022\u2022\u2022';

/** A phone shown to readers who may not see it: its last four digits. */
export function maskPhone(phone: string | null | undefined): string | null {
  const digits = digitsOnly(phone ?? '');
  return digits.length >= 4 ? `(${MASK}) ${MASK}-${digits.slice(-4)}` : null;
}

/** An e-mail shown to readers who may not see it: its first letter and its domain. */
export function maskEmail(email: string | null | undefined): string | null {
  const at = email?.indexOf('@') ?? -1;
  return email && at > 0 ? `${email[0]}${MASK}${email.slice(at)}` : null;
}

/** A signer's phone as the pages show it: (xxx) xxx-xxxx, a masked one as it is, else N/A. */
export function signerPhoneLabel(phone: string | null | undefined): string {
  return phone?.includes(MASK) ? phone : formatPhone(phone);
}

/** The contact fields a send or a resend may change, recorded in the contract history. */
export const SIGNER_CONTACT_FIELDS = ['email', 'phone', 'delivery_choice'] as const;
export type SignerContactField = (typeof SIGNER_CONTACT_FIELDS)[number];
export type SignerContactChange = { field: SignerContactField; from: string | null; to: string | null };

/** The contract history kind of a signer's contact change, and the details it records. */
export const SIGNER_CONTACT_KIND = 'signer_contact';
export type SignerContactDetails = {
  contract_signer_id: string;
  signer_name: string;
  role: string | null;
  changes: SignerContactChange[];
};

/** The contact changes between a signer's old and new contact (none when equal). */
export function signerContactChanges(
  from: Record<SignerContactField, string | null>,
  to: Record<SignerContactField, string | null>,
): SignerContactChange[] {
  return SIGNER_CONTACT_FIELDS.filter((field) => (from[field] ?? null) !== (to[field] ?? null)).map((field) => ({
    field,
    from: from[field] ?? null,
    to: to[field] ?? null,
  }));
}

/** A change of a signer's contact as the contract history shows it: who, when, old and new. */
export type SignerContactChangeView = {
  user_id: string | null;
  user_name: string | null;
  user_email: string | null;
  date: string;
  contract_signer_id: string | null;
  signer_name: string | null;
  role: string | null;
  changes: SignerContactChange[];
};
