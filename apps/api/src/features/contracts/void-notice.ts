import type { PortalDeps } from '../../services/deps';
import type { SignerRecord } from './contract-repository';

/** A voiding notice waiting for the commit: one per signer the contract was sent to. */
export type VoidNotice = { channel: 'email' | 'sms'; recipient: string; firstName: string | null };

/** One notice per signing record: each signer is told by the channel their request went out on. */
export function voidNoticesFor(signers: readonly SignerRecord[]): VoidNotice[] {
  return signers.flatMap((s): VoidNotice[] => {
    const byPhone = s.deliveryChoice === 'phone' ? Boolean(s.phone) : !s.email && Boolean(s.phone);
    const recipient = byPhone ? s.phone : s.email;
    return recipient ? [{ channel: byPhone ? 'sms' : 'email', recipient, firstName: s.firstName }] : [];
  });
}

/** After the commit: every signer hears that the contract was voided, by whom and why. */
export async function sendVoidNotices(
  deps: Pick<PortalDeps, 'outbox'>,
  notices: VoidNotice[],
  about: { newContractId: string; by: string; reason: string },
) {
  for (const notice of notices)
    await deps.outbox.send({
      channel: notice.channel,
      recipient: notice.recipient,
      kind: 'contract-voided',
      subject: `Voided: Enogen contract ${about.newContractId}`,
      bodyText: `Hello ${notice.firstName ?? ''}, ${about.by} voided Enogen contract ${about.newContractId}. Reason: ${about.reason}. It can no longer be signed.`,
    });
}
