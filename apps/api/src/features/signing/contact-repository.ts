import type { ContactConfirmer } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { contractSigners, growers } from '../../db/schema';
import { reissueSigningLink, type SignerRecord } from './signing-repository';

type SigningToken = { sha256: string; expiresAt: Date };

/** The grower record's own e-mail and phone. */
export async function growerRecordContact(tx: Tx, growerId: string) {
  const [row] = await tx
    .select({ email: growers.email, phone: growers.phone })
    .from(growers)
    .where(eq(growers.growerId, growerId));
  return row ?? { email: null, phone: null };
}

/**
 * A new contact waits for confirmation: stored aside, and the signer's signing link is withdrawn
 * (no link works until the contact is confirmed). A confirmation token replaces any earlier one.
 */
export async function holdPendingContact(
  tx: Tx,
  contractSignerId: string,
  pending: { email: string | null; phone: string | null; deliveryChoice: string; confirmBy: ContactConfirmer },
  token: SigningToken | null,
): Promise<SignerRecord> {
  const [row] = await tx
    .update(contractSigners)
    .set({
      pendingEmail: pending.email,
      pendingPhone: pending.phone,
      pendingDeliveryChoice: pending.deliveryChoice,
      contactConfirmBy: pending.confirmBy,
      contactConfirmSha256: token?.sha256 ?? null,
      contactConfirmExpiresAt: token?.expiresAt ?? null,
      signingTokenSha256: null,
      signingTokenExpiresAt: null,
    })
    .where(eq(contractSigners.contractSignerId, contractSignerId))
    .returning();
  return row!;
}

export async function findSignerByConfirmHash(tx: Tx, sha256: string): Promise<SignerRecord | null> {
  const [row] = await tx.select().from(contractSigners).where(eq(contractSigners.contactConfirmSha256, sha256));
  return row ?? null;
}

/** The confirmed contact becomes the signer's, with a fresh signing link; the confirmation is used up. */
export async function applyPendingContact(tx: Tx, signer: SignerRecord, token: SigningToken): Promise<SignerRecord> {
  return reissueSigningLink(
    tx,
    signer.contractSignerId,
    {
      email: signer.pendingEmail,
      phone: signer.pendingPhone,
      deliveryChoice: signer.pendingDeliveryChoice ?? signer.deliveryChoice,
      contactConfirmedAt: new Date(),
    },
    token,
  );
}
