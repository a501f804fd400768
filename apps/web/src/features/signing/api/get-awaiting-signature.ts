import type { AwaitingSignatureReply } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { signingKeys } from './keys';

/** GET /api/signing/awaiting: the contracts awaiting the signed-in user's signature (newest few, and the total). */
export const getAwaitingSignature = (signal?: AbortSignal) =>
  api<AwaitingSignatureReply>('/signing/awaiting', { signal });

export function useAwaitingSignature() {
  return useQuery({ queryKey: signingKeys.awaiting, queryFn: ({ signal }) => getAwaitingSignature(signal) });
}
