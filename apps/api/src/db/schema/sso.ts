import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Single sign-on providers the admin added (OpenID Connect or SAML). Providers configured by
 * environment (OIDC_PROVIDERS, SAML_PROVIDERS) are not stored. `settings` holds the type's fields
 * as the domain schema names them (issuer, client_id, entry_point, idp_cert, …); an OIDC client
 * secret is stored encrypted with the auth secret.
 */
export const ssoProviders = pgTable('sso_providers', {
  providerId: text('provider_id').primaryKey(),
  /** oidc or saml */
  type: text('type').notNull(),
  name: text('name').notNull(),
  settings: jsonb('settings').notNull().$type<Record<string, unknown>>(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
