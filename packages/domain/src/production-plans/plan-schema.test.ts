import { describe, expect, it } from 'vitest';
import {
  PLAN_MESSAGES,
  PLAN_OWN_MESSAGES,
  productionPlanSaveSchema,
  templatePatchSchema,
  templateUploadSchema,
  validateProductionPlan,
  type PlanSaveContext,
  type ProductionPlanBody,
} from './plan-schema';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const TYPE = '22222222-2222-4222-8222-222222222222';
const PARENT = '33333333-3333-4333-8333-333333333333';
const PDF = btoa('%PDF-1.7\n% a tiny master agreement\n%%EOF');
const bigPdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5_000_000, 32)]).toString('base64');

const context = (overrides: Partial<PlanSaveContext> = {}): PlanSaveContext => ({
  companyLanguages: ['en'],
  existingTemplateLanguages: [],
  expectedInventoryCode: '26COR1',
  takenContractYears: [],
  allowedContractYears: [2025, 2026, 2027],
  ...overrides,
});

const plan = (overrides: Partial<ProductionPlanBody> = {}): ProductionPlanBody => ({
  company_id: COMPANY,
  contract_year: 2026,
  aph: 200,
  total_acres: 100,
  total_units: 20000,
  inventory_code: '26COR1',
  premium: 0.25,
  premium_type: 'bushels',
  unit_type: 'bushels',
  parent_production_plan_id: null,
  production_plan_extra: { contract_type_id: TYPE, contract_type_enum: 'fuel' },
  delivery_location: { location_name: 'Main plant' },
  monthly_units: [{ month: 10, year: 2026, end_product_type: 'grain', available_acres: 50, available_units: 10000 }],
  templates: [{ template_language: 'en', template_name: 'agreement.pdf', template_base64: PDF }],
  ...overrides,
});

const messages = (body: ProductionPlanBody, ctx = context()) => validateProductionPlan(body, ctx).map((e) => e.message);

describe('production plan save rules (spec 3 §5)', () => {
  it('accepts a complete plan', () => {
    expect(validateProductionPlan(plan(), context())).toEqual([]);
    expect(productionPlanSaveSchema(context()).parse(plan()).unit_type).toBe('bushels');
  });

  it('aph is a nonzero integer', () => {
    for (const aph of [null, 0, 180.5]) expect(messages(plan({ aph }))).toEqual([PLAN_MESSAGES.missingAph]);
  });

  it('total acres and total bushels are nonzero', () => {
    expect(messages(plan({ total_acres: 0 }))).toEqual(['Missing total acres Value']);
    expect(messages(plan({ total_units: null }))).toEqual(['Missing Total Bushels']);
  });

  it('the inventory code is present, 6 capitals or digits, starts with the year and is the expected one', () => {
    expect(messages(plan({ inventory_code: '' }))).toEqual(['Please enter a Production Plan inventory code']);
    for (const inventory_code of ['26cor1', '26COR', '25COR1', '26MID1'])
      expect(messages(plan({ inventory_code })), inventory_code).toEqual([PLAN_MESSAGES.invalidInventoryCode]);
    expect(messages(plan({ inventory_code: '26MID1' }), context({ expectedInventoryCode: null }))).toEqual([]);
  });

  it('a contract type is chosen', () => {
    expect(messages(plan({ production_plan_extra: { contract_type_id: null } }))).toEqual(['Missing contract type']);
  });

  it('the delivery table has at least one full delivery month', () => {
    const none = plan({
      monthly_units: [
        { month: 10, year: 2026, end_product_type: 'grain', available_acres: 50, available_units: 0 },
        { month: 11, year: 2026, end_product_type: 'grain', available_acres: null, available_units: 10 },
      ],
    });
    expect(messages(none)).toContain('The delivery table must have at least one full delivery month');
    expect(messages(plan({ monthly_units: [] }))).toEqual([PLAN_MESSAGES.noFullDeliveryMonth]);
  });

  it('names the half-filled months when there is no full delivery month, on the value they miss', () => {
    const none = plan({
      monthly_units: [
        { month: 10, year: 2026, end_product_type: 'grain', available_acres: 50, available_units: 0 },
        { month: 11, year: 2026, end_product_type: 'silage', available_acres: null, available_units: 10 },
        { month: 12, year: 2026, end_product_type: 'grain', available_acres: null, available_units: null, premium: 1 },
      ],
    });
    expect(validateProductionPlan(none, context())).toEqual([
      { field: 'monthly_units', message: 'The delivery table must have at least one full delivery month' },
      {
        field: 'monthly_units.0.available_units',
        message: 'Oct-26 Grain: enter the units too, so it is a full delivery month',
      },
      {
        field: 'monthly_units.1.available_acres',
        message: 'Nov-26 Silage: enter the acres too, so it is a full delivery month',
      },
    ]);
    // with one full month the rule is met: a half-filled month is not an error (spec 3 §5)
    const one = plan({
      monthly_units: [
        { month: 9, year: 2026, end_product_type: 'grain', available_acres: 10, available_units: 2000 },
        { month: 10, year: 2026, end_product_type: 'grain', available_acres: 50, available_units: 0 },
      ],
    });
    expect(validateProductionPlan(one, context())).toEqual([]);
  });

  it('one plan per contract year per company; the contract year is required and in range', () => {
    expect(messages(plan(), context({ takenContractYears: [2026] }))).toEqual([
      'Production plan already exists for this year',
    ]);
    expect(messages(plan({ contract_year: null, inventory_code: '26COR1' }))).toContain(
      PLAN_OWN_MESSAGES.missingContractYear,
    );
    expect(
      messages(plan({ contract_year: 2030, inventory_code: '30COR1' }), context({ expectedInventoryCode: '30COR1' })),
    ).toContain(PLAN_OWN_MESSAGES.contractYearOutOfRange);
  });

  it('delivery rows are in the 13 months from September and appear once', () => {
    const row = { month: 10, year: 2026, end_product_type: 'grain' as const, available_acres: 1, available_units: 1 };
    expect(messages(plan({ monthly_units: [row, { ...row, month: 8 }] }))).toEqual([
      PLAN_OWN_MESSAGES.monthOutsidePlan,
    ]);
    expect(messages(plan({ monthly_units: [row, row] }))).toEqual([PLAN_OWN_MESSAGES.duplicateDeliveryRow]);
    expect(messages(plan({ monthly_units: [row, { ...row, end_product_type: 'silage' }] }))).toEqual([]);
  });
});

describe('master agreement files', () => {
  it('must be PDF content', () => {
    const body = plan({
      templates: [
        { template_language: 'en', template_name: 'agreement.pdf', template_base64: btoa('PK zip, not a pdf') },
      ],
    });
    expect(messages(body)).toEqual(['Wrong file format, it should be PDF', 'Missing PDF or wrong file format']);
  });

  it('must be under 5 MB', () => {
    const body = plan({
      templates: [{ template_language: 'en', template_name: 'big.pdf', template_base64: bigPdf() }],
    });
    expect(messages(body)).toEqual(['PDF file size should be less than 5MB', 'Missing PDF or wrong file format']);
  });

  it('one for each company language', () => {
    const ctx = context({ companyLanguages: ['en', 'fr'] });
    const errors = validateProductionPlan(plan(), ctx);
    expect(errors).toEqual([{ field: 'templates.fr', message: 'Missing PDF or wrong file format' }]);
    expect(messages(plan({ templates: [] }), ctx)).toEqual([
      PLAN_MESSAGES.missingLanguageFile,
      PLAN_MESSAGES.missingLanguageFile,
    ]);
  });

  it('on edit, existing templates count as files unless replaced by a bad one', () => {
    const ctx = context({ companyLanguages: ['en', 'fr'], existingTemplateLanguages: ['en', 'fr'] });
    expect(messages(plan({ templates: [] }), ctx)).toEqual([]);
    const bad = plan({
      templates: [{ template_language: 'fr', template_name: 'x.pdf', template_base64: btoa('nope nope') }],
    });
    expect(messages(bad, ctx)).toEqual([PLAN_MESSAGES.wrongFileFormat, PLAN_MESSAGES.missingLanguageFile]);
  });

  it('only in the company languages, once each', () => {
    const fr = { template_language: 'fr', template_name: 'fr.pdf', template_base64: PDF };
    expect(messages(plan({ templates: [...plan().templates!, fr] }))).toEqual([PLAN_OWN_MESSAGES.unsupportedLanguage]);
    const en = plan().templates![0]!;
    expect(messages(plan({ templates: [en, en] }))).toEqual([PLAN_OWN_MESSAGES.duplicateLanguage]);
  });
});

describe('parent plan rules', () => {
  const childRows = [
    {
      month: 10,
      year: 2026,
      end_product_type: 'grain' as const,
      available_acres: null,
      available_units: null,
      child_plan_acres: 5,
      child_plan_units: 1000,
    },
  ];
  const selected = { status: 'selected' as const, contract_year: 2026, monthly_unit_count: 13, template_count: 1 };

  it('a complete child pair is a full delivery month with a parent', () => {
    expect(
      messages(plan({ parent_production_plan_id: PARENT, monthly_units: childRows }), context({ parent: selected })),
    ).toEqual([]);
    expect(messages(plan({ monthly_units: childRows }))).toEqual([PLAN_MESSAGES.noFullDeliveryMonth]);
  });

  it('reports the parent selection errors', () => {
    expect(messages(plan(), context({ parent: { status: 'not-selected' } }))).toEqual([
      PLAN_OWN_MESSAGES.missingParent,
    ]);
    expect(messages(plan(), context({ parent: { status: 'no-plans' } }))).toEqual([
      'The selected grain receiver does not have any production plans.',
    ]);
    const body = plan({ parent_production_plan_id: PARENT });
    expect(messages(body, context({ parent: { ...selected, monthly_unit_count: 0, template_count: 0 } }))).toEqual([
      "The selected grain receiver's production plan(s) is missing monthly units.",
      'Missing legal file.',
      'Must have at least one completed delivery row.',
    ]);
  });

  it("accepts the string 'null' as no parent", () => {
    const parsed = productionPlanSaveSchema(context()).parse(plan({ parent_production_plan_id: 'null' }));
    expect(parsed.parent_production_plan_id).toBeNull();
  });
});

describe('template upload schemas', () => {
  const upload = {
    contract_type_id: TYPE,
    external_reference_id: COMPANY,
    template_base64: PDF,
    template_name: 'agreement.pdf',
    template_language: 'en',
    production_plan_id: PARENT,
  };

  it('checks the PDF signature and size with the spec messages', () => {
    expect(templateUploadSchema.safeParse(upload).success).toBe(true);
    const wrong = templateUploadSchema.safeParse({ ...upload, template_base64: btoa('GIF89a.....') });
    expect(wrong.error?.issues.map((i) => i.message)).toEqual([PLAN_MESSAGES.wrongFileFormat]);
    const big = templateUploadSchema.safeParse({ ...upload, template_base64: bigPdf() });
    expect(big.error?.issues.map((i) => i.message)).toEqual([PLAN_MESSAGES.fileTooLarge]);
  });

  it('patch needs the template id and may leave the file out', () => {
    const { template_base64: _omit, ...rest } = upload;
    expect(templatePatchSchema.safeParse({ ...rest, contract_template_id: PARENT }).success).toBe(true);
    expect(templatePatchSchema.safeParse(rest).success).toBe(false);
  });
});
