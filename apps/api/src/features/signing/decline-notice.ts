import type { SigningDeps } from './signing-service';

/** A decline notice waiting for the commit. */
export type DeclineNotice = {
  sender: { name: string | null; email: string };
  newContractId: string;
  signerName: string;
  reason: string;
};

/** After the commit: the sender hears who declined and why, and that the contract waits to be sent again. */
export async function sendDeclineNotice(deps: Pick<SigningDeps, 'outbox' | 'publicUrl'>, notice: DeclineNotice) {
  await deps.outbox.send({
    channel: 'email',
    recipient: notice.sender.email,
    kind: 'signing-declined',
    subject: `Declined: Enogen contract ${notice.newContractId}`,
    bodyText: `Hello ${notice.sender.name ?? ''}, ${notice.signerName} declined to sign Enogen contract ${notice.newContractId}. Reason: ${notice.reason}. Nobody can sign it until it is resent for signing.`,
  });
}
