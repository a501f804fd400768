import {
  PLAN_MESSAGES,
  validateProductionPlan,
  type PlanSaveContext,
  type PlanCompany,
  type PlanDetail,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { initialValues, monthlyRows, rowSlot, toPlanBody, type PlanFormValues } from './plan-form-state';

const company: PlanCompany = {
  company_id: '11111111-1111-4111-8111-111111111111',
  company_name: 'Cornbelt Renewable Fuels',
  company_type: 'grain-receiver',
  inventory_code: 'COR1',
  supported_languages: ['en'],
};
const TYPE = '22222222-2222-4222-8222-222222222222';
const context: PlanSaveContext = {
  companyLanguages: ['en'],
  existingTemplateLanguages: [],
  expectedInventoryCode: '27COR1',
  takenContractYears: [2026],
  allowedContractYears: [2025, 2026, 2027],
};

const filled = (): PlanFormValues => ({
  ...initialValues(),
  contract_year: '2027',
  aph: '200',
  total_acres: '100',
  total_units: '20000',
  contract_type_id: TYPE,
  rows: {
    [rowSlot(0, 'grain')]: {
      available_acres: '40',
      available_units: '8000',
      premium: '0.25',
      child_plan_acres: '3',
      child_plan_units: '9',
    },
    [rowSlot(12, 'grain')]: {
      available_acres: '',
      available_units: '',
      premium: '',
      child_plan_acres: '',
      child_plan_units: '',
    },
    [rowSlot(1, 'silage')]: {
      available_acres: '5',
      available_units: '90',
      premium: '',
      child_plan_acres: '',
      child_plan_units: '',
    },
  },
  files: { en: { name: 'a.pdf', size: 20, base64: btoa('%PDF-1.7 tiny file'), problem: null } },
});

describe('production plan form state', () => {
  it('builds the API body from the form: inventory code, numbers, entered rows of the shown tabs', () => {
    const body = toPlanBody(filled(), company, 'fuel');
    expect(body).toMatchObject({
      contract_year: 2027,
      aph: 200,
      total_acres: 100,
      total_units: 20000,
      inventory_code: '27COR1',
    });
    expect(body.monthly_units).toEqual([
      {
        month: 9,
        year: 2027,
        end_product_type: 'grain',
        available_acres: 40,
        available_units: 8000,
        premium: 0.25,
        child_plan_acres: null,
        child_plan_units: null,
      },
    ]);
    expect(validateProductionPlan(body, context)).toEqual([]);
  });

  it('sends silage rows only for commercial-feed and child values only with a parent plan', () => {
    expect(monthlyRows(filled(), 'commercial-feed').map((r) => r.end_product_type)).toEqual(['grain', 'silage']);
    const withParent = {
      ...filled(),
      parent_enabled: true,
      parent_production_plan_id: '33333333-3333-4333-8333-333333333333',
    };
    expect(monthlyRows(withParent, 'fuel')[0]).toMatchObject({ child_plan_acres: 3, child_plan_units: 9 });
  });

  it('leaves oversized files out and sends refused ones as unreadable, so the schema names them', () => {
    const values = filled();
    values.files = { en: { name: 'scan.png', size: 10, base64: null, problem: 'refused' } };
    const refused = validateProductionPlan(toPlanBody(values, company, 'fuel'), context).map((e) => e.message);
    expect(refused).toEqual([PLAN_MESSAGES.wrongFileFormat, PLAN_MESSAGES.missingLanguageFile]);
    values.files = { en: { name: 'big.pdf', size: 6e6, base64: null, problem: 'too-large' } };
    expect(toPlanBody(values, company, 'fuel').templates).toEqual([]);
  });

  it('fills the form from a saved plan, rows placed by their month', () => {
    const plan = {
      contract_year: 2026,
      aph: 180,
      total_acres: 10,
      total_units: 1800,
      premium: 0.3,
      premium_type: 'acres',
      unit_type: 'bushels',
      production_plan_extra: { contract_type_id: TYPE, contract_type_enum: 'fuel' },
      delivery_location: { location_name: 'Plant' },
      parent: null,
      parent_production_plan_id: null,
      monthly_units: [
        {
          month: 1,
          year: 2027,
          end_product_type: 'grain',
          available_acres: 10,
          available_units: 1800,
          premium: 0.3,
          premium_type: 'acres',
          child_plan_acres: null,
          child_plan_units: null,
        },
      ],
    } as unknown as PlanDetail;
    const values = initialValues(plan);
    expect(values).toMatchObject({ contract_year: '2026', aph: '180', premium: '0.30', premium_type: 'acres' });
    expect(values.delivery_location.location_name).toBe('Plant');
    expect(values.rows[rowSlot(4, 'grain')]).toMatchObject({
      available_acres: '10',
      available_units: '1800',
      premium: '0.30',
    });
  });
});
