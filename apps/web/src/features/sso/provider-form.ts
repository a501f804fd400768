import type { SsoProviderType } from '@portal/domain';

export const TYPE_LABEL: Record<SsoProviderType, string> = { oidc: 'OpenID Connect', saml: 'SAML' };

export type FormValues = {
  type: SsoProviderType;
  id: string;
  name: string;
  domains: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  scopes: string;
  entry_point: string;
  idp_cert: string;
  sp_entity_id: string;
  email_attribute: string;
};

export const EMPTY: FormValues = {
  type: 'oidc',
  id: '',
  name: '',
  domains: '',
  issuer: '',
  client_id: '',
  client_secret: '',
  scopes: 'openid email profile',
  entry_point: '',
  idp_cert: '',
  sp_entity_id: '',
  email_attribute: '',
};

const words = (value: string) => value.split(/[\s,]+/).filter(Boolean);
const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/** The form's values as the API's body (the domain schema's shape). */
export function toInput(values: FormValues): Record<string, unknown> {
  const common = {
    id: values.id.trim(),
    name: values.name,
    domains: words(values.domains).length ? words(values.domains) : undefined,
  };
  if (values.type === 'oidc') {
    return {
      type: 'oidc',
      ...common,
      issuer: values.issuer,
      client_id: values.client_id,
      client_secret: optional(values.client_secret),
      scopes: words(values.scopes).length ? words(values.scopes) : undefined,
    };
  }
  return {
    type: 'saml',
    ...common,
    issuer: values.issuer,
    entry_point: values.entry_point,
    idp_cert: values.idp_cert,
    sp_entity_id: optional(values.sp_entity_id),
    email_attribute: optional(values.email_attribute),
  };
}
