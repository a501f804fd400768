import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { companies, contractTypes } from '../../db/schema';
import type { TestPortal } from '../../../test/portal';

/** Test data for the production plan API tests. */
export type ErrorBody = {
  error: { code: string; message: string; details: { field: string; message: string }[] | null };
};

export async function companyIdOf(portal: TestPortal, name: string): Promise<string> {
  const [row] = await portal.app.deps.db.select().from(companies).where(eq(companies.companyName, name));
  if (!row) throw new Error(`No demo company ${name}`);
  return row.companyId;
}

export async function contractTypeIdOf(portal: TestPortal, name: string): Promise<string> {
  const [row] = await portal.app.deps.db.select().from(contractTypes).where(eq(contractTypes.contractTypeName, name));
  return row!.contractTypeId;
}

/** A real one-page PDF, base64. */
export async function smallPdf(text = 'Test master agreement'): Promise<string> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 12, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save()).toString('base64');
}

/** A file with the PDF signature of exactly `bytes` bytes, base64. */
export const pdfOfSize = (bytes: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 32)]).toString('base64');

export function planBody(
  values: {
    companyId: string;
    contractTypeId: string;
    year: number;
    inventoryCode: string;
    pdf?: string;
    languages?: string[];
  },
  overrides: Record<string, unknown> = {},
) {
  return {
    company_id: values.companyId,
    contract_year: values.year,
    aph: 200,
    total_acres: 1000,
    total_units: 200000,
    inventory_code: values.inventoryCode,
    premium: 0.255,
    premium_type: 'acres',
    unit_type: 'bushels',
    parent_production_plan_id: null,
    production_plan_extra: { contract_type_id: values.contractTypeId, contract_type_enum: 'fuel' },
    delivery_location: {
      location_name: 'Main plant',
      location_city: 'Nevada',
      location_state: 'IA',
      location_address2: '',
    },
    monthly_units: [
      {
        month: 10,
        year: values.year,
        end_product_type: 'grain',
        available_acres: 400,
        available_units: 80000,
        premium: 0.255,
      },
      { month: 3, year: values.year + 1, end_product_type: 'grain', available_acres: 300, available_units: 60000 },
      { month: 4, year: values.year + 1, end_product_type: 'grain', available_acres: null, available_units: null },
    ],
    templates: values.pdf
      ? (values.languages ?? ['en']).map((language) => ({
          template_language: language,
          template_name: `agreement-${language}.pdf`,
          template_base64: values.pdf,
        }))
      : [],
    ...overrides,
  };
}
