import { z } from 'zod';
import { PHONE_MESSAGE, PHONE_PATTERN, phoneForSending } from '../formatting/phone';
import { prefixSapId } from '../formatting/search-terms';
import { TEXTS } from '../common/constants';
import { COUNTRIES, isRegionOf } from '../geography/regions';

/** Company types of the Create or Update company form; searches also know distributor. */
export const COMPANY_TYPES = ['reseller', 'grain-receiver', '3PO', 'syngenta'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export const SEARCH_COMPANY_TYPES = [...COMPANY_TYPES, 'distributor'] as const;
export type SearchCompanyType = (typeof SEARCH_COMPANY_TYPES)[number];

export const COMPANY_TYPE_LABELS: Record<SearchCompanyType, string> = {
  reseller: 'Reseller',
  'grain-receiver': 'Grain Receiver',
  '3PO': '3PO',
  syngenta: 'Syngenta',
  distributor: 'Distributor',
};

/** Grain receivers and third-party operators carry an inventory code. */
export function needsInventoryCode(companyType: string | null | undefined): boolean {
  return companyType === 'grain-receiver' || companyType === '3PO';
}

export const INVENTORY_CODE_PATTERN = /^[A-Z0-9]{4}$/;
export const DEFAULT_LANGUAGE = 'en';

/** The spec's texts of the Create or Update company form and modal (spec 1, §4, §5, §8). */
export const COMPANY_MESSAGES = {
  country: 'Please select country',
  companyName: 'Please provide company name',
  companyType: 'Please select company type',
  phone: 'Please provide phone number',
  address: 'Please provide company address',
  city: 'Please provide name of the city',
  state: 'Please select state',
  zipcode: 'Please provide zip code',
  sapId: 'Please provide name SAP ID',
  salesforceId: 'Please provide SFDC',
  inventoryCode: 'Please enter a Grain receiver inventory code',
  inventoryCodePattern: 'The inventory code must be exactly 4 capital letters or digits.',
  languages: 'Please select at lease one language.',
  detailName: 'Please provide detail name',
  detailValue: 'Please provide detail description',
  creating: 'Company creation in progress. Please wait.',
  updating: 'Company update in progress. Please wait.',
  created: 'The company was created.',
  updated: 'The company was updated.',
  failed: TEXTS.somethingWentWrong,
} as const;

/** First 3 letters of the name in upper case plus 1 (Cornbelt Renewable Fuels → COR1). */
export function suggestInventoryCode(companyName: string): string {
  const letters = companyName
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 3);
  return letters ? `${letters}1` : '';
}

const required = (message: string) => z.string(message).trim().min(1, { message, abort: true }).max(200);
const optionalText = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => value || null);

const fields = {
  country: z.enum(COUNTRIES, COMPANY_MESSAGES.country),
  company_name: required(COMPANY_MESSAGES.companyName),
  company_type: z.enum(COMPANY_TYPES, COMPANY_MESSAGES.companyType),
  address1: required(COMPANY_MESSAGES.address),
  address2: optionalText,
  city: required(COMPANY_MESSAGES.city),
  state: required(COMPANY_MESSAGES.state),
  zipcode: required(COMPANY_MESSAGES.zipcode).max(20),
  /** Non-digits stripped and ten digits prefixed with 1, as the API stores it. */
  phone: required(COMPANY_MESSAGES.phone).regex(PHONE_PATTERN, PHONE_MESSAGE).transform(phoneForSending),
  /** Eight-digit SAP ids get the 00 prefix. */
  sap_id: optionalText.transform((value) => (value ? prefixSapId(value) : null)),
  salesforce_id: optionalText,
  inventory_code: optionalText.refine(
    (value) => !value || INVENTORY_CODE_PATTERN.test(value),
    COMPANY_MESSAGES.inventoryCodePattern,
  ),
  supported_languages: z
    .array(z.string().trim().min(1))
    .min(1, COMPANY_MESSAGES.languages)
    .transform((values) => [...new Set(values)]),
  /** Set by provider staff who edit any company (update-company); external_reference_id is the CRM's, not a form's. */
  enogen_dealer: z.boolean(),
};

type CompanyShape = {
  country: string;
  company_type: string;
  state: string;
  sap_id: string | null;
  salesforce_id: string | null;
  inventory_code: string | null;
};

/** The rules between fields: state of the country, reseller ids, inventory code by type. */
function crossFieldRules(company: CompanyShape, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (company.state && company.country && !isRegionOf(company.country, company.state))
    issue('state', COMPANY_MESSAGES.state);
  if (company.company_type === 'reseller') {
    if (!company.sap_id) issue('sap_id', COMPANY_MESSAGES.sapId);
    if (!company.salesforce_id) issue('salesforce_id', COMPANY_MESSAGES.salesforceId);
  }
  if (needsInventoryCode(company.company_type) && !company.inventory_code)
    issue('inventory_code', COMPANY_MESSAGES.inventoryCode);
}

/** POST /api/company-management/v1 and the Create company form. */
export const companyCreateSchema = z
  .object({
    ...fields,
    supported_languages: fields.supported_languages.default([DEFAULT_LANGUAGE]),
    enogen_dealer: fields.enogen_dealer.default(false),
  })
  .superRefine(crossFieldRules);
export type CompanyCreateInput = z.input<typeof companyCreateSchema>;
export type CompanyCreate = z.output<typeof companyCreateSchema>;

/** The form's values: every field as text, languages as a list. */
export type CompanyFormValues = {
  country: string;
  company_name: string;
  company_type: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
  phone: string;
  sap_id: string;
  salesforce_id: string;
  inventory_code: string;
  supported_languages: string[];
  enogen_dealer: boolean;
};

export const companyDetailSchema = z.object({
  details_name: required(COMPANY_MESSAGES.detailName),
  details_value: z.string(COMPANY_MESSAGES.detailValue).trim().min(1, COMPANY_MESSAGES.detailValue).max(2000),
});
export type CompanyDetailInput = z.input<typeof companyDetailSchema>;

/**
 * PATCH /api/company-management/v1: company_id plus only the filled fields (each at least one
 * character; null clears an optional one), or a detail to add, or the Non Enogen Contracts switch.
 * The server checks the company as it would be after the change with companyCreateSchema's
 * cross-field rules (so a reseller's SAP id or SFDC cannot be cleared).
 */
export const companyUpdateSchema = z
  .object({
    company_id: z.uuid('Please provide a company'),
    country: fields.country.optional(),
    company_name: fields.company_name.optional(),
    company_type: fields.company_type.optional(),
    address1: fields.address1.optional(),
    address2: optionalText.optional(),
    city: fields.city.optional(),
    state: fields.state.optional(),
    zipcode: fields.zipcode.optional(),
    phone: fields.phone.optional(),
    sap_id: required(COMPANY_MESSAGES.sapId).transform(prefixSapId).nullable().optional(),
    salesforce_id: required(COMPANY_MESSAGES.salesforceId).nullable().optional(),
    inventory_code: required(COMPANY_MESSAGES.inventoryCode)
      .regex(INVENTORY_CODE_PATTERN, COMPANY_MESSAGES.inventoryCodePattern)
      .nullable()
      .optional(),
    supported_languages: fields.supported_languages.optional(),
    enogen_dealer: fields.enogen_dealer.optional(),
    details: companyDetailSchema.optional(),
    allow_non_enogen_contracts: z.boolean().optional(),
  })
  .strict();
export type CompanyUpdateInput = z.input<typeof companyUpdateSchema>;
export type CompanyUpdate = z.output<typeof companyUpdateSchema>;

export const COMPANY_EDIT_FIELDS = [
  'country',
  'company_name',
  'company_type',
  'address1',
  'address2',
  'city',
  'state',
  'zipcode',
  'phone',
  'sap_id',
  'salesforce_id',
  'inventory_code',
  'supported_languages',
  'enogen_dealer',
] as const satisfies readonly (keyof CompanyFormValues)[];

/** The optional fields an edit may clear (it sends null for them). */
const CLEARABLE_FIELDS: readonly string[] = ['address2', 'sap_id', 'salesforce_id', 'inventory_code'];

/** What an edit sends: changed values, or null for an optional field the user emptied. */
export type CompanyEdits = { [K in keyof CompanyFormValues]?: CompanyFormValues[K] | null };

/** Cross-field rules of a whole company (after an edit is applied): the issues as field → message. */
export function companyRuleIssues(company: CompanyShape): { field: string; message: string }[] {
  const result = companyCreateSchema.safeParse({ ...company });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

/**
 * The fields an edit sends: filled ones that differ from the stored company (spec: only filled
 * fields are sent), and null for an optional field the user emptied, so a stale value can be
 * removed. Phones are compared and sent as the API stores them.
 */
export function changedCompanyFields(
  values: CompanyFormValues,
  current: Partial<Record<keyof CompanyFormValues, unknown>>,
): CompanyEdits {
  const changes: Record<string, unknown> = {};
  for (const key of COMPANY_EDIT_FIELDS) {
    const value = values[key];
    if (typeof value === 'boolean') {
      if (value !== Boolean(current[key])) changes[key] = value;
      continue;
    }
    if (Array.isArray(value)) {
      const before = (current[key] as string[] | null | undefined) ?? [];
      if (value.length && [...value].sort().join() !== [...before].sort().join()) changes[key] = value;
      continue;
    }
    const trimmed = value.trim();
    if (!trimmed) {
      if (CLEARABLE_FIELDS.includes(key) && current[key] != null && current[key] !== '') changes[key] = null;
      continue;
    }
    const normalised = key === 'phone' ? phoneForSending(trimmed) : trimmed;
    const stored = current[key] == null ? '' : String(current[key]);
    if (normalised !== stored) changes[key] = trimmed;
  }
  return changes as CompanyEdits;
}

/** Empty form values for Create company (USA, state AL, English). */
export function emptyCompanyForm(): CompanyFormValues {
  return {
    country: 'USA',
    company_name: '',
    company_type: '',
    address1: '',
    address2: '',
    city: '',
    state: 'AL',
    zipcode: '',
    phone: '',
    sap_id: '',
    salesforce_id: '',
    inventory_code: '',
    supported_languages: [DEFAULT_LANGUAGE],
    enogen_dealer: false,
  };
}

export const COMPANY_LIST_LIMIT_MAX = 1000;
/** Company search: 100 results when searching by type, 1000 otherwise. */
export const COMPANY_SEARCH_TYPE_LIMIT = 100;
export const COMPANY_SEARCH_LIMIT = 1000;

/** The Sync company button's labels (spec 1, §4). */
export const SYNC_LABELS = {
  idle: 'Sync company',
  inProgress: 'Sync in progress...',
  complete: 'Sync Complete',
  failed: 'Sync Failed',
} as const;
