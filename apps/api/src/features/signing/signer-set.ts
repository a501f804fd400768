import {
  isValidPhone,
  phoneForSending,
  samePhone,
  signerContactChanges,
  SIGNING_MESSAGES,
  type DeliveryChoice,
  type SignerContactChange,
  type SignerRow,
  type sendForSigningSchema,
} from '@portal/domain';
import type { z } from 'zod';
import { badRequest, conflict, fieldError } from '../../plugins/errors';

type SignerInput = z.output<typeof sendForSigningSchema>['signers'][number];

/** A signer as it is stored: the server's person with the sender's choices. */
export type SettledSigner = Omit<SignerRow, 'delivery_choice'> & {
  delivery_choice: DeliveryChoice;
  title: string | null;
};

const refuse = (message: string, index: number) => fieldError(`signers.${index}`, message);
const sameEmail = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/**
 * The signers of a contract are the ones the server proposes (proposeSigners: the grower,
 * every receiver/3PO user who signs, every reseller user who approves). The sender chooses each
 * signer's delivery (e-mail or phone) and may correct the grower's e-mail and phone (the spec's
 * dialog; `growerChanges` lists what differs from the grower record, for the history; a contact the
 * record does not hold is confirmed before any link goes to it, grower-contact-gate). A portal
 * user's contact is their profile's. A person not proposed, a proposed one left out, or a party
 * without anyone who may sign is refused.
 */
export function settleSigners(
  input: SignerInput[],
  proposed: SignerRow[],
  needsReseller: boolean,
): { signers: SettledSigner[]; growerChanges: SignerContactChange[] } {
  const growers = input.filter((s) => s.role === 'grower');
  const grower = proposed.find((s) => s.role === 'grower');
  if (growers.length !== 1 || !grower) throw fieldError('signers', SIGNING_MESSAGES.oneGrower);
  const people = proposed.filter((s) => s.role !== 'grower');
  if (!people.some((s) => s.role === 'receiver')) throw conflict(SIGNING_MESSAGES.noReceiverSigner);
  if (needsReseller && !people.some((s) => s.role === 'reseller')) throw conflict(SIGNING_MESSAGES.noResellerSigner);

  const taken = new Set<SignerRow>();
  const signers = input.map((signer, index): SettledSigner => {
    const choice = { delivery_choice: signer.delivery_choice, title: signer.title ?? null };
    if (signer.role === 'grower') return { ...grower, ...choice, email: signer.email, phone: signer.phone };
    const sameParty = people.filter(
      (p) => !taken.has(p) && p.role === signer.role && p.external_reference_id === signer.external_reference_id,
    );
    const person =
      sameParty.find((p) => signer.user_id && p.user_id === signer.user_id) ??
      sameParty.find((p) => sameEmail(p.email, signer.email));
    if (!person) throw refuse(SIGNING_MESSAGES.signerNotAllowed, index);
    if (
      (signer.email && !sameEmail(signer.email, person.email)) ||
      (signer.phone && !samePhone(signer.phone, person.phone))
    )
      throw refuse(SIGNING_MESSAGES.contactFromProfile, index);
    if (signer.delivery_choice === 'phone' && !person.phone) throw refuse(SIGNING_MESSAGES.signerPhoneRequired, index);
    taken.add(person);
    return { ...person, ...choice };
  });
  if (taken.size !== people.length) throw badRequest(SIGNING_MESSAGES.signerMissing);

  const sent = signers.find((s) => s.role === 'grower')!;
  const growerChanges = signerContactChanges(
    {
      email: grower.email?.toLowerCase() ?? null,
      phone: grower.phone && isValidPhone(grower.phone) ? phoneForSending(grower.phone) : grower.phone,
      delivery_choice: null,
    },
    { email: sent.email, phone: sent.phone, delivery_choice: null },
  ).filter((change) => change.field !== 'phone' || !samePhone(change.from, change.to));
  return { signers, growerChanges };
}
