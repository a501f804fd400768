import type { Signing } from './signing-session';

/** The signing feature's query keys; a send or resend invalidates `all`. */
export const signingKeys = {
  all: ['signing'] as const,
  signers: (contractId: string) => ['signing', 'signers', contractId] as const,
  contract: (contractId: string) => ['signing', 'contract', contractId] as const,
  embed: (contractId: string) => ['signing', 'embed', contractId] as const,
  session: (signing: Signing | null) => ['signing', 'session', signing] as const,
  awaiting: ['signing', 'awaiting'] as const,
};
