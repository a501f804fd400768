import { DENIED_STATUS, RESEND_STATES, type ContractState, type ContractStatus } from './constants';

/** The contract's signing state machine (spec 2, §3–4). */
/** The states in which signatures are collected: the original and the amendment families. */
export const SIGNABLE_STATES: readonly ContractState[] = [
  'pending',
  'pendinggrowersigned',
  'amendment_pending',
  'amendmentpendinggrowersigned',
];

export function isSignable(state: string): boolean {
  return SIGNABLE_STATES.includes(state as ContractState);
}

/** Every party signed: the original's or the amendment's completion (both have a signed PDF). */
export function isCompleted(state: string): boolean {
  return state === 'completed' || state === 'amendment_completed';
}

/** The status shown: Denied while a signer's decline stands on a contract being signed, else its state. */
export function contractStatus(state: ContractState, declined: boolean): ContractStatus {
  return declined && isSignable(state) ? DENIED_STATUS : state;
}

/** Resend for signing is allowed for pending or amendment_pending (spec 2, §4); so is the first send. */
export function isResendable(state: string): boolean {
  return RESEND_STATES.includes(state as ContractState);
}

/** Send for signing: a pending or amendment_pending contract that has no signers yet. */
export function isSendable(state: string, signerCount: number): boolean {
  return isResendable(state) && signerCount === 0;
}

export type SignatureTally = { growerSigned: boolean; allSigned: boolean };

/**
 * The contract's state after a signature: every signer signed → completed (amendment_completed
 * for an amendment); the grower signed while others have not → pendinggrowersigned
 * (amendmentpendinggrowersigned); otherwise still pending (amendment_pending). Signers may sign in
 * any order. Returns null when the state takes no signatures (completed, voided …).
 */
export function stateAfterSignature(state: string, tally: SignatureTally): ContractState | null {
  const amendment = state === 'amendment_pending' || state === 'amendmentpendinggrowersigned';
  if (!amendment && state !== 'pending' && state !== 'pendinggrowersigned') return null;
  if (tally.allSigned) return amendment ? 'amendment_completed' : 'completed';
  if (tally.growerSigned) return amendment ? 'amendmentpendinggrowersigned' : 'pendinggrowersigned';
  return amendment ? 'amendment_pending' : 'pending';
}
