import { z } from 'zod';

/** How many of the user's waiting contracts the home page lists (the count covers them all). */
export const AWAITING_SIGNATURE_LIMIT = 5;

/** GET /api/signing/awaiting: contracts where the signed-in user is a signer who has not signed yet. */
export const awaitingSignatureReply = z.object({
  total: z.number().int(),
  contracts: z.array(
    z.object({
      contract_id: z.string(),
      new_contract_id: z.string(),
      /** The company whose pages hold the contract (its grain receiver). */
      company_id: z.string(),
      contract_state: z.string(),
      grower_name: z.string().nullable(),
      /** The party the user signs for. */
      entity_name: z.string().nullable(),
      sent_at: z.string().nullable(),
    }),
  ),
});
export type AwaitingSignatureReply = z.infer<typeof awaitingSignatureReply>;

/** The home page's texts. */
export const HOME_MESSAGES = {
  awaitingTitle: (count: number | null) =>
    count === null ? 'Awaiting your signature' : `Awaiting your signature (${count})`,
  awaitingNone: 'No contracts are waiting for your signature.',
  awaitingMore: (count: number) => `and ${count} more`,
  stewardshipTitle: 'My stewardship activities',
  stewardshipNone: 'No stewardship activities assigned to you yet.',
  ticketsTitle: 'Latest scale tickets',
  ticketsNone: 'No scale tickets yet this year.',
  ticketsAll: 'All scale tickets',
  /** A link signer's copy once every party has signed. */
  signedCopy: 'Download your signed copy',
  /** After signing in the portal: the contract and who signs next. */
  signedToast: (newContractId: string, next: string | null) =>
    next ? `You signed ${newContractId} — waiting on ${next}` : `You signed ${newContractId} — every party has signed`,
} as const;

type SignerLike = {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  approval_timestamp: string | null;
  declined_at?: string | null;
};

/** Who signs next: the first signer (in signing order) who has not signed yet, by name (else e-mail); null when none. */
export function nextSignerName(signers: readonly SignerLike[]): string | null {
  const next = signers.find((s) => !s.approval_timestamp);
  if (!next) return null;
  return [next.first_name, next.last_name].filter(Boolean).join(' ') || next.email || null;
}
