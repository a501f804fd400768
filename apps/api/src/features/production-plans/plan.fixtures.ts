import { eq } from 'drizzle-orm';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, PDFString, StandardFonts, type PDFObject } from 'pdf-lib';
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

/**
 * A master agreement with active content (review L-9): an OpenAction script, a page open action,
 * a document-level script, an embedded file, XFA, a web link and a launch link; and the fillable
 * contract_id field the contract PDF fills.
 */
export async function activePdf(): Promise<string> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText('Agreement with scripts', {
    x: 20,
    y: 150,
    size: 12,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  const form = pdf.getForm();
  form.createTextField('contract_id').addToPage(page, { x: 20, y: 40, width: 200, height: 20 });
  const ctx = pdf.context;
  const script = ctx.register(ctx.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of("app.alert('owned')") }));
  pdf.catalog.set(PDFName.of('OpenAction'), script);
  pdf.catalog.set(PDFName.of('AA'), ctx.obj({ WC: script }));
  const file = ctx.register(ctx.stream('payload', { Type: 'EmbeddedFile' }));
  pdf.catalog.set(
    PDFName.of('Names'),
    ctx.obj({
      JavaScript: ctx.obj({ Names: [PDFString.of('init'), script] }),
      EmbeddedFiles: ctx.obj({ Names: [PDFString.of('a.exe'), ctx.obj({ Type: 'Filespec', EF: { F: file } })] }),
    }),
  );
  form.acroForm.dict.set(PDFName.of('XFA'), ctx.register(ctx.stream('<xdp:xdp/>')));
  page.node.set(PDFName.of('AA'), ctx.obj({ O: script }));
  const link = (action: { [key: string]: PDFObject | string }) =>
    ctx.register(ctx.obj({ Type: 'Annot', Subtype: 'Link', Rect: [20, 80, 200, 100], A: ctx.obj(action) }));
  page.node.addAnnot(link({ S: 'URI', URI: PDFString.of('https://phish.example/login') }));
  page.node.addAnnot(link({ S: 'Launch', F: PDFString.of('cmd.exe') }));
  // pdf-lib drops XFA whenever it builds the form, which saving with appearance updates does.
  return Buffer.from(await pdf.save({ updateFieldAppearances: false })).toString('base64');
}

const ACTIVE = new Set([
  'OpenAction',
  'AA',
  'JavaScript',
  'JS',
  'EmbeddedFiles',
  'EmbeddedFile',
  'XFA',
  'URI',
  'Launch',
]);

/** The active-content names (keys, action types) found anywhere in a PDF, sorted. */
export async function activeContentOf(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const found = new Set<string>();
  const visit = (object: PDFObject | undefined) => {
    if (object instanceof PDFStream) visit(object.dict);
    else if (object instanceof PDFArray) object.asArray().forEach(visit);
    else if (object instanceof PDFDict)
      for (const [key, value] of object.entries()) {
        for (const n of [key, value]) if (n instanceof PDFName && ACTIVE.has(n.decodeText())) found.add(n.decodeText());
        visit(value);
      }
  };
  for (const [, object] of pdf.context.enumerateIndirectObjects()) visit(object);
  return [...found].sort();
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
