import type { SignerContactChange } from '@portal/domain';
import { actorName, type Actor } from '../../plugins/actor';
import { contractOr404, type SigningDeps } from './signing-service';

/**
 * When a sender points a signer's link at another e-mail or phone, the previous one is told
 * (after the commit), so a signature cannot be redirected unseen.
 */
export async function noticeContactChange(
  deps: SigningDeps,
  actor: Actor,
  change: { contractId: string; signerName: string; changes: SignerContactChange[] },
) {
  const previous = change.changes.filter((c) => (c.field === 'email' || c.field === 'phone') && c.from);
  if (!previous.length) return;
  const contract = await contractOr404(deps.db, change.contractId);
  const sender = contract.operatorName ?? contract.receiverName;
  for (const c of previous) {
    const what = c.field === 'email' ? 'e-mail address' : 'phone number';
    await deps.outbox.send({
      channel: c.field === 'email' ? 'email' : 'sms',
      recipient: c.from!,
      kind: 'signing-contact-changed',
      subject: `Signing contact changed: Enogen contract ${contract.newContractId}`,
      bodyText: `Hello ${change.signerName}, ${actorName(actor)} of ${sender} changed the ${what} that receives your signing link for Enogen contract ${contract.newContractId}. If you did not ask for this, please contact your reseller before the contract is signed.`,
    });
  }
}
