import { describe, expect, it } from 'vitest';
import {
  changedCompanyFields,
  companyCreateSchema,
  companyDetailSchema,
  companyRuleIssues,
  companyUpdateSchema,
  emptyCompanyForm,
  suggestInventoryCode,
  type CompanyFormValues,
} from './company.schema';
import { companyGetQuery } from './company-queries.schema';

const PHONE_TEXT = 'Please provide a valid phone number ex. 919-999-9999, limited to 10 digits.';

const reseller: CompanyFormValues = {
  ...emptyCompanyForm(),
  company_name: 'Prairie Gold Seed Co.',
  company_type: 'reseller',
  address1: '410 Main Street',
  city: 'Ames',
  state: 'IA',
  zipcode: '50010',
  phone: '(515) 555-0110',
  sap_id: '12345678',
  salesforce_id: 'SFDC-PG-001',
};

/** field → message of a failed parse. */
type Parser = { safeParse: (input: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } };
function issues(input: unknown, schema: Parser = companyCreateSchema): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('Create company form (spec 1, §5)', () => {
  it('names every missing required field with its spec message', () => {
    expect(issues({ ...emptyCompanyForm(), country: '', state: '', supported_languages: [] })).toEqual({
      country: 'Please select country',
      company_name: 'Please provide company name',
      company_type: 'Please select company type',
      phone: 'Please provide phone number',
      address1: 'Please provide company address',
      city: 'Please provide name of the city',
      state: 'Please select state',
      zipcode: 'Please provide zip code',
      supported_languages: 'Please select at lease one language.',
    });
  });

  it('requires SAP ID and SFDC of resellers', () => {
    expect(issues({ ...reseller, sap_id: '', salesforce_id: ' ' })).toEqual({
      sap_id: 'Please provide name SAP ID',
      salesforce_id: 'Please provide SFDC',
    });
  });

  it('strips the phone to digits with prefix 1, prefixes an 8-digit SAP id with 00 and defaults the language', () => {
    const { supported_languages: _, ...withoutLanguages } = reseller;
    const parsed = companyCreateSchema.parse({ ...withoutLanguages, address2: '' });
    expect(parsed).toMatchObject({
      phone: '15155550110',
      sap_id: '0012345678',
      address2: null,
      supported_languages: ['en'],
    });
  });

  it('refuses a phone that is not 10 US digits', () => {
    expect(issues({ ...reseller, phone: '515-555-011' })).toEqual({ phone: PHONE_TEXT });
    expect(issues({ ...reseller, phone: '515.555.0110' })).toEqual({});
  });

  it('requires a 4-character inventory code of capitals or digits for grain receivers and 3PO only', () => {
    const receiver = { ...reseller, company_type: 'grain-receiver', sap_id: '', salesforce_id: '' };
    expect(issues(receiver)).toEqual({ inventory_code: 'Please enter a Grain receiver inventory code' });
    expect(issues({ ...receiver, company_type: '3PO' })).toEqual({
      inventory_code: 'Please enter a Grain receiver inventory code',
    });
    for (const bad of ['cor1', 'CO1', 'CORN1', 'CO-1'])
      expect(issues({ ...receiver, inventory_code: bad }), bad).toEqual({
        inventory_code: 'The inventory code must be exactly 4 capital letters or digits.',
      });
    expect(issues({ ...receiver, inventory_code: 'COR1' })).toEqual({});
    expect(issues({ ...receiver, company_type: 'syngenta' })).toEqual({});
  });

  it('accepts only a state or province of the chosen country', () => {
    expect(issues({ ...reseller, country: 'Canada', state: 'IA' })).toEqual({ state: 'Please select state' });
    expect(issues({ ...reseller, country: 'Canada', state: 'AB' })).toEqual({});
  });
});

describe('inventory code suggestion', () => {
  it('is the first 3 letters of the name in upper case plus 1', () => {
    expect(suggestInventoryCode('Cornbelt Renewable Fuels')).toBe('COR1');
    expect(suggestInventoryCode('  a.b-c Grain')).toBe('ABC1');
    expect(suggestInventoryCode('3rd Street Ethanol')).toBe('RDS1');
    expect(suggestInventoryCode('')).toBe('');
  });
});

describe('Update company (PATCH)', () => {
  const id = '4f1c2a4e-8a4b-4c55-9a64-0b6f0a0e7d11';
  it('accepts company_id with only some filled fields, a detail, or the non-Enogen switch', () => {
    expect(companyUpdateSchema.parse({ company_id: id, city: ' Boone ', phone: '515 555 0199' })).toEqual({
      company_id: id,
      city: 'Boone',
      phone: '15155550199',
    });
    expect(companyUpdateSchema.safeParse({ company_id: id, allow_non_enogen_contracts: true }).success).toBe(true);
    expect(
      companyUpdateSchema.safeParse({ company_id: id, details: { details_name: 'a', details_value: 'b' } }).success,
    ).toBe(true);
  });

  it('refuses an edited field with no characters and unknown fields', () => {
    expect(issues({ company_id: id, city: '' }, companyUpdateSchema)).toEqual({
      city: 'Please provide name of the city',
    });
    expect(companyUpdateSchema.safeParse({ company_id: id, external_reference_id: 'CRM-1' }).success).toBe(false);
  });

  it('B1: sets the Enogen Dealer flag', () => {
    expect(companyUpdateSchema.parse({ company_id: id, enogen_dealer: true })).toEqual({
      company_id: id,
      enogen_dealer: true,
    });
    expect(companyUpdateSchema.safeParse({ company_id: id, enogen_dealer: 'yes' }).success).toBe(false);
    expect(companyCreateSchema.parse(reseller).enogen_dealer).toBe(false);
  });

  it('B8: null clears an optional field; a filled one still needs a character', () => {
    expect(
      companyUpdateSchema.parse({
        company_id: id,
        address2: null,
        salesforce_id: null,
        sap_id: null,
        inventory_code: null,
      }),
    ).toEqual({ company_id: id, address2: null, salesforce_id: null, sap_id: null, inventory_code: null });
    expect(issues({ company_id: id, salesforce_id: ' ' }, companyUpdateSchema)).toEqual({
      salesforce_id: 'Please provide SFDC',
    });
    expect(companyUpdateSchema.safeParse({ company_id: id, city: null }).success).toBe(false);
  });

  it('checks the company as it would be after the change', () => {
    const stored = { ...companyCreateSchema.parse(reseller) };
    expect(companyRuleIssues({ ...stored, company_type: 'grain-receiver' })).toEqual([
      { field: 'inventory_code', message: 'Please enter a Grain receiver inventory code' },
    ]);
    expect(companyRuleIssues(stored)).toEqual([]);
  });
});

describe('company detail', () => {
  it('requires a name and a description', () => {
    expect(issues({ details_name: ' ', details_value: '' }, companyDetailSchema)).toEqual({
      details_name: 'Please provide detail name',
      details_value: 'Please provide detail description',
    });
  });
});

describe('the fields an edit sends', () => {
  it('sends only filled fields that changed', () => {
    const stored = { ...companyCreateSchema.parse(reseller) };
    const values: CompanyFormValues = {
      ...reseller,
      sap_id: '0012345678',
      city: 'Boone',
      address2: '',
      phone: '515-555-0110',
    };
    expect(changedCompanyFields(values, stored)).toEqual({ city: 'Boone' });
    expect(changedCompanyFields({ ...values, supported_languages: ['fr', 'en'] }, stored)).toEqual({
      city: 'Boone',
      supported_languages: ['fr', 'en'],
    });
  });

  it('B8: sends null for an optional field the user emptied, nothing for one that was empty', () => {
    const stored = { ...companyCreateSchema.parse(reseller), address2: 'Suite 4' };
    const values: CompanyFormValues = { ...reseller, sap_id: '0012345678', address2: ' ', phone: '515-555-0110' };
    expect(changedCompanyFields(values, stored)).toEqual({ address2: null });
    expect(changedCompanyFields({ ...values, city: '' }, stored)).toEqual({ address2: null });
    expect(changedCompanyFields({ ...values, address2: 'Suite 4' }, { ...stored, address2: null })).toEqual({
      address2: 'Suite 4',
    });
  });

  it('B1: sends the Enogen Dealer flag when it changed', () => {
    const stored = { ...companyCreateSchema.parse(reseller) };
    const values: CompanyFormValues = { ...reseller, sap_id: '0012345678', phone: '515-555-0110' };
    expect(changedCompanyFields({ ...values, enogen_dealer: true }, stored)).toEqual({ enogen_dealer: true });
    expect(changedCompanyFields({ ...values, enogen_dealer: false }, stored)).toEqual({});
  });
});

describe('the company list sort', () => {
  it('is by name by default, by a sortable column on request', () => {
    expect(companyGetQuery.parse({})).toMatchObject({ sort: 'company_name', order: 'asc' });
    expect(companyGetQuery.parse({ sort: 'sap_id', order: 'desc' })).toMatchObject({ sort: 'sap_id', order: 'desc' });
    expect(companyGetQuery.safeParse({ sort: 'created' }).success).toBe(false);
  });
});
