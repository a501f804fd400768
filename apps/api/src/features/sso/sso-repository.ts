import {
  oidcProviderSchema,
  samlProviderSchema,
  type OidcProviderInput,
  type SamlProviderInput,
  type SsoProviderInput,
} from '@portal/domain';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accounts, assignments, roles, ssoProviders, users } from '../../db/schema';

/** A provider the portal offers on /login, from the environment or from the admin. */
export type ConfiguredProvider = (OidcProviderInput | SamlProviderInput) & {
  source: 'environment' | 'admin';
  createdAt: Date | null;
};

/** The admin's providers, client secrets decrypted; rows that no longer parse are skipped. */
export async function listStoredProviders(db: Tx, secret: string): Promise<ConfiguredProvider[]> {
  const rows = await db.select().from(ssoProviders).orderBy(asc(ssoProviders.createdAt));
  const providers: ConfiguredProvider[] = [];
  for (const row of rows) {
    const settings = { ...row.settings };
    if (row.type === 'oidc' && typeof settings.client_secret === 'string') {
      settings.client_secret = await symmetricDecrypt({ key: secret, data: settings.client_secret }).catch(
        () => undefined,
      );
    }
    const schema = row.type === 'saml' ? samlProviderSchema : oidcProviderSchema;
    const parsed = schema.safeParse({ ...settings, type: row.type, id: row.providerId, name: row.name });
    if (parsed.success) providers.push({ ...parsed.data, source: 'admin', createdAt: row.createdAt });
  }
  return providers;
}

export async function insertStoredProvider(db: Tx, input: SsoProviderInput, secret: string, createdBy: string) {
  const { id, name, type, ...settings } = input;
  const stored: Record<string, unknown> = { ...settings };
  if (input.type === 'oidc' && input.client_secret) {
    stored.client_secret = await symmetricEncrypt({ key: secret, data: input.client_secret });
  }
  const [row] = await db
    .insert(ssoProviders)
    .values({ providerId: id, name, type, settings: stored, createdBy })
    .onConflictDoNothing()
    .returning({ id: ssoProviders.providerId });
  return Boolean(row);
}

export async function deleteStoredProvider(db: Tx, id: string): Promise<boolean> {
  const rows = await db
    .delete(ssoProviders)
    .where(eq(ssoProviders.providerId, id))
    .returning({ id: ssoProviders.providerId });
  return rows.length > 0;
}

/**
 * A trusted provider has just vouched for this e-mail address. A user row with that address but no
 * password (an invitation not yet taken up) is marked verified, so the library links the sign-in to
 * it: nobody else can hold credentials for such a row. Users with a password whose address was never
 * verified are left alone (the library refuses to link those, against pre-registered accounts).
 */
export async function verifyPasswordlessUser(db: Tx, email: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerified: true })
    .where(
      and(
        eq(users.email, email.toLowerCase()),
        eq(users.emailVerified, false),
        sql`not exists (select 1 from ${accounts} where ${accounts.userId} = ${users.id} and ${accounts.providerId} = 'credential')`,
      ),
    );
}

/** Does the user hold an admin-type role (platform-wide assignment)? */
export async function holdsAdminRole(db: Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: assignments.assignmentId })
    .from(assignments)
    .innerJoin(roles, eq(roles.roleId, assignments.roleId))
    .where(and(eq(assignments.userId, userId), eq(roles.roleType, 'admin')))
    .limit(1);
  return Boolean(row);
}
