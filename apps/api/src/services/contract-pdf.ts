import { deliveryMonthLabel, fedOnFarmBushels, formatPhone, unitLabel, type ContractDetails } from '@portal/domain';
import { PDFDocument, PDFRef, PDFTextField, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { removeActiveContent } from './pdf-active-content';

/**
 * The contract PDF (ARCHITECTURE.md 'PDF'): the grain receiver's master agreement template in the
 * contract's language, its fillable fields filled and flattened, every template page stamped with
 * the contract number, and a contract schedule appended with the contract's data (parties, fields,
 * units needed, weighted planting rate, delivery schedule, storage, cattle). The last page keeps
 * its lower part free: the e-signature provider stamps the signatures there (services/e-signature.ts).
 */
export type ContractPdfInput = {
  template: Uint8Array;
  language: string;
  newContractId: string;
  contractType: string;
  contractYear: number;
  contractStart: string | null;
  contractEnd: string | null;
  created: Date;
  details: ContractDetails;
};

/** Space kept free at the bottom of the last page for the signature stamps. */
export const SIGNATURE_SPACE = 180;

type Labels = {
  schedule: string;
  contract: string;
  contractNumber: string;
  contractYear: string;
  contractPeriod: string;
  contractType: string;
  productionPlan: string;
  created: string;
  parties: string;
  grower: string;
  reseller: string;
  receiver: string;
  operator: string;
  sapId: string;
  fields: string;
  fieldColumns: [string, string, string, string, string, string, string, string];
  total: string;
  yes: string;
  no: string;
  unitsNeeded: string;
  unitSize: (size: string) => string;
  weightedRate: string;
  totalAcres: string;
  totalYield: string;
  delivery: string;
  deliveryColumns: [string, string, string, string];
  deliveryTypes: Record<string, string>;
  unit: (label: string) => string;
  storage: string;
  storageColumns: [string, string, string, string, string];
  cattle: string;
  cattleType: string;
  headcount: string;
  estimatedBushels: string;
  cattleTypes: Record<string, string>;
  signatures: string;
  signatureNote: string;
  seeSignatures: string;
  page: (n: number, of: number) => string;
  types: Record<string, string>;
  none: string;
};

const EN: Labels = {
  schedule: 'Contract schedule',
  contract: 'Contract',
  contractNumber: 'Contract number',
  contractYear: 'Contract year',
  contractPeriod: 'Contract period',
  contractType: 'Contract type',
  productionPlan: 'Production plan',
  created: 'Created',
  parties: 'Parties',
  grower: 'Grower',
  reseller: 'Reseller',
  receiver: 'Grain receiver',
  operator: 'Third-party operator',
  sapId: 'SAP ID',
  fields: 'Fields',
  fieldColumns: ['Farm', 'Field', 'Acres', 'Planting rate', 'APH', 'Border rows', 'Crop year', 'Latitude, longitude'],
  total: 'Total',
  yes: 'Yes',
  no: 'No',
  unitsNeeded: 'Units needed',
  unitSize: (size) => `units of ${size} seeds`,
  weightedRate: 'Average weighted planting rate',
  totalAcres: 'Total acres',
  totalYield: 'Total yield (bushels)',
  delivery: 'Delivery schedule',
  deliveryColumns: ['Month', 'Delivery type', 'Acres', 'Quantity'],
  deliveryTypes: { grain: 'Grain', silage: 'Silage', earlage: 'Earlage', 'high-moisture': 'High moisture corn' },
  unit: (label) => ({ bushel: 'bushels', 'wet bushel': 'wet bushels', tons: 'tons' })[label] ?? label,
  storage: 'Storage locations',
  storageColumns: ['Name', 'Type', 'Capacity', 'Latitude', 'Longitude'],
  cattle: 'Cattle',
  cattleType: 'Cattle type',
  headcount: 'Head count',
  estimatedBushels: 'Estimated bushels fed',
  cattleTypes: { beef: 'Beef', dairy: 'Dairy' },
  signatures: 'Signatures',
  signatureNote: 'The parties sign this contract electronically. Each signature is stamped below with its date.',
  seeSignatures: 'Signed electronically - see the last page',
  page: (n, of) => `page ${n} of ${of}`,
  types: {
    generic: 'Generic',
    'commercial-feed': 'Commercial feed',
    'fed-on-farm': 'Fed on farm',
    enogen: 'Enogen',
    'non-enogen': 'Non-Enogen',
    fuel: 'Fuel',
  },
  none: 'None',
};

const FR: Labels = {
  schedule: 'Annexe du contrat',
  contract: 'Contrat',
  contractNumber: 'Numéro de contrat',
  contractYear: 'Année contractuelle',
  contractPeriod: 'Période du contrat',
  contractType: 'Type de contrat',
  productionPlan: 'Plan de production',
  created: 'Créé le',
  parties: 'Parties',
  grower: 'Producteur',
  reseller: 'Détaillant',
  receiver: 'Receveur de grain',
  operator: 'Opérateur tiers',
  sapId: 'ID SAP',
  fields: 'Champs',
  fieldColumns: ['Ferme', 'Champ', 'Acres', 'Taux de semis', 'APH', 'Bordure', 'Récolte', 'Latitude, longitude'],
  total: 'Total',
  yes: 'Oui',
  no: 'Non',
  unitsNeeded: 'Unités nécessaires',
  unitSize: (size) => `unités de ${size} semences`,
  weightedRate: 'Taux de semis moyen pondéré',
  totalAcres: 'Total des acres',
  totalYield: 'Rendement total (boisseaux)',
  delivery: 'Calendrier de livraison',
  deliveryColumns: ['Mois', 'Type de livraison', 'Acres', 'Quantité'],
  deliveryTypes: { grain: 'Grain', silage: 'Ensilage', earlage: 'Maïs-épi', 'high-moisture': 'Maïs humide' },
  unit: (label) => ({ bushel: 'boisseaux', 'wet bushel': 'boisseaux humides', tons: 'tonnes' })[label] ?? label,
  storage: "Lieux d'entreposage",
  storageColumns: ['Nom', 'Type', 'Capacité', 'Latitude', 'Longitude'],
  cattle: 'Bétail',
  cattleType: 'Type de bétail',
  headcount: 'Nombre de têtes',
  estimatedBushels: 'Boisseaux estimés consommés',
  cattleTypes: { beef: 'Boucherie', dairy: 'Laitier' },
  signatures: 'Signatures',
  signatureNote:
    'Les parties signent ce contrat électroniquement. Chaque signature est apposée ci-dessous avec sa date.',
  seeSignatures: 'Signé électroniquement - voir la dernière page',
  page: (n, of) => `page ${n} de ${of}`,
  types: {
    generic: 'Générique',
    'commercial-feed': 'Alimentation commerciale',
    'fed-on-farm': 'Nourri à la ferme',
    enogen: 'Enogen',
    'non-enogen': 'Non Enogen',
    fuel: 'Carburant',
  },
  none: 'Aucun',
};

const GREEN = rgb(0.09, 0.36, 0.2);
const TEXT = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.38, 0.38, 0.38);
const RULE = rgb(0.78, 0.8, 0.78);
const SHADE = rgb(0.95, 0.97, 0.95);
const MARGIN = 50;
const PAGE: [number, number] = [612, 792];
const BOTTOM = 60;

export function labelsFor(language: string): Labels {
  return language === 'fr' ? FR : EN;
}

/** Standard PDF fonts know WinAnsi only: accents that do not fit are dropped, anything else becomes '?'. */
const charsets = new WeakMap<PDFFont, Set<number>>();
function printable(font: PDFFont, value: string): string {
  let charset = charsets.get(font);
  if (!charset) charsets.set(font, (charset = new Set(font.getCharacterSet())));
  return [...value.normalize('NFC')]
    .map((char) => {
      if (charset.has(char.codePointAt(0)!)) return char;
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      return base && [...base].every((c) => charset.has(c.codePointAt(0)!)) ? base : '?';
    })
    .join('');
}

function fit(font: PDFFont, value: string, size: number, width: number): string {
  let text = printable(font, value);
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  while (text.length > 1 && font.widthOfTextAtSize(`${text}...`, size) > width) text = text.slice(0, -1);
  return `${text}...`;
}

function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, value).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function numberFormat(language: string, value: number | null | undefined, decimals = 0): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '-';
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
    .format(value)
    .replace(/\u202f|\u00a0/g, ' ');
}

function dateFormat(language: string, value: Date | string): string {
  const date = typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value;
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

type Fonts = { regular: PDFFont; bold: PDFFont };
type Column = { title: string; width: number; align?: 'left' | 'right' };

/** A top-down writer over appended pages that starts a new page when the next block does not fit. */
class Writer {
  pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  readonly width = PAGE[0] - 2 * MARGIN;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly header: string,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage(PAGE);
    this.pages.push(this.page);
    this.page.drawRectangle({ x: 0, y: PAGE[1] - 8, width: PAGE[0], height: 8, color: GREEN });
    this.page.drawText(printable(this.fonts.bold, this.header), {
      x: MARGIN,
      y: PAGE[1] - 40,
      size: 9,
      font: this.fonts.bold,
      color: GREY,
    });
    this.y = PAGE[1] - 64;
  }

  /** Makes room for `height` points, on a new page when needed. */
  room(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  text(
    value: string,
    options: { x?: number; size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; width?: number } = {},
  ) {
    const size = options.size ?? 9;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    this.page.drawText(fit(font, value, size, options.width ?? this.width), {
      x: options.x ?? MARGIN,
      y: this.y,
      size,
      font,
      color: options.color ?? TEXT,
    });
  }

  heading(value: string) {
    this.room(40);
    this.y -= 8;
    this.text(value, { size: 12, bold: true, color: GREEN });
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 0.6,
      color: GREEN,
    });
    this.y -= 14;
  }

  paragraph(value: string, size = 9) {
    for (const line of wrap(this.fonts.regular, value, size, this.width)) {
      this.room(size * 1.5);
      this.text(line, { size });
      this.y -= size * 1.45;
    }
  }

  /** Label/value pairs in two columns. */
  pairs(items: [string, string][]) {
    const half = this.width / 2;
    for (let i = 0; i < items.length; i += 2) {
      this.room(26);
      items.slice(i, i + 2).forEach(([label, value], column) => {
        const x = MARGIN + column * half;
        this.text(label, { x, size: 7.5, bold: true, color: GREY, width: half - 12 });
        this.y -= 11;
        this.text(value, { x, size: 10, width: half - 12 });
        this.y += 11;
      });
      this.y -= 26;
    }
  }

  /** Side-by-side boxes of lines (the parties). */
  boxes(items: { title: string; lines: string[] }[]) {
    const gap = 10;
    const width = (this.width - gap * (items.length - 1)) / items.length;
    const height = 18 + Math.max(...items.map((b) => b.lines.length)) * 12;
    this.room(height + 8);
    const top = this.y + 10;
    items.forEach((box, index) => {
      const x = MARGIN + index * (width + gap);
      this.page.drawRectangle({ x, y: top - height, width, height, color: SHADE, borderColor: RULE, borderWidth: 0.6 });
      this.page.drawText(fit(this.fonts.bold, box.title, 8, width - 12), {
        x: x + 6,
        y: top - 13,
        size: 8,
        font: this.fonts.bold,
        color: GREEN,
      });
      box.lines.forEach((line, n) => {
        this.page.drawText(fit(this.fonts.regular, line, 8.5, width - 12), {
          x: x + 6,
          y: top - 27 - n * 12,
          size: 8.5,
          font: this.fonts.regular,
          color: TEXT,
        });
      });
    });
    this.y = top - height - 16;
  }

  table(columns: Column[], rows: string[][], options: { totalRow?: string[] } = {}) {
    const scale = this.width / columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => c.width * scale);
    const drawRow = (cells: string[], style: 'head' | 'body' | 'total') => {
      this.room(16);
      if (style !== 'body')
        this.page.drawRectangle({ x: MARGIN, y: this.y - 4, width: this.width, height: 15, color: SHADE });
      let x = MARGIN;
      cells.forEach((cell, index) => {
        const font = style === 'body' ? this.fonts.regular : this.fonts.bold;
        const size = style === 'head' ? 7.5 : 8.5;
        const text = fit(font, cell, size, widths[index]! - 6);
        const right = columns[index]!.align === 'right';
        const offset = right ? widths[index]! - 4 - font.widthOfTextAtSize(text, size) : 3;
        this.page.drawText(text, { x: x + offset, y: this.y, size, font, color: style === 'head' ? GREY : TEXT });
        x += widths[index]!;
      });
      this.y -= 15;
      if (style === 'body') {
        this.page.drawLine({
          start: { x: MARGIN, y: this.y + 10 },
          end: { x: MARGIN + this.width, y: this.y + 10 },
          thickness: 0.3,
          color: RULE,
        });
      }
    };
    drawRow(
      columns.map((c) => c.title),
      'head',
    );
    for (const row of rows) {
      if (this.y - 16 < BOTTOM) {
        this.newPage();
        drawRow(
          columns.map((c) => c.title),
          'head',
        );
      }
      drawRow(row, 'body');
    }
    if (options.totalRow) drawRow(options.totalRow, 'total');
    this.y -= 8;
  }
}

/** Fills the template's known fields (see seed/master-agreement-pdf.ts) when it has them. */
function fillTemplateFields(pdf: PDFDocument, fonts: Fonts, values: Record<string, string>) {
  const form = pdf.getForm();
  const fields = form.getFields();
  if (!fields.length) return;
  for (const field of fields) {
    if (!(field instanceof PDFTextField)) continue;
    const value = values[field.getName()];
    if (value === undefined) continue;
    field.setText(
      value
        .split('\n')
        .map((line) => printable(fonts.regular, line))
        .join('\n'),
    );
  }
  form.updateFieldAppearances(fonts.regular);
  form.flatten();
  // pdf-lib deletes the flattened widgets but can leave them in the pages' Annots (dangling references).
  for (const page of pdf.getPages()) {
    const annots = page.node.Annots();
    if (!annots) continue;
    for (let i = annots.size() - 1; i >= 0; i -= 1) {
      const ref = annots.get(i);
      if (ref instanceof PDFRef && !pdf.context.lookup(ref)) annots.remove(i);
    }
  }
}

/** Generates the contract PDF from the master agreement template. */
export async function generateContractPdf(input: ContractPdfInput): Promise<Uint8Array> {
  const t = labelsFor(input.language);
  const lang = input.language;
  const d = input.details;
  const display = d.display_details;
  const pdf = await PDFDocument.load(input.template);
  removeActiveContent(pdf); // templates stored before uploads were cleaned
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const n = (value: number | null | undefined, decimals = 0) => numberFormat(lang, value, decimals);
  const grower = d.grower_details;
  const growerAddress = [
    grower.address,
    grower.address2,
    grower.city,
    [grower.state, grower.zipcode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const units = (type: string) => t.unit(unitLabel(type));
  const schedule = d.delivery_schedule;
  const bushels = schedule
    .filter((r) => r.delivery_type === 'grain' || r.delivery_type === 'high-moisture')
    .reduce((s, r) => s + (r.contract_units ?? 0), 0);

  fillTemplateFields(pdf, fonts, {
    contract_id: input.newContractId,
    grower_name: grower.grower_name,
    grower_address: growerAddress,
    reseller_name: d.reseller_details.reseller_name ?? '',
    contract_acres: n(display.total_acres, 2),
    contract_units: n(bushels),
    delivery_schedule: schedule
      .map(
        (r) =>
          `${deliveryMonthLabel(r.delivery_month, r.delivery_year)}   ${t.deliveryTypes[r.delivery_type] ?? r.delivery_type}   ${n(r.contract_acres, 2)} acres   ${n(r.contract_units)} ${units(r.delivery_type)}`,
      )
      .join('\n'),
    grower_signature: t.seeSignatures,
    grower_signature_date: '-',
    receiver_signature: t.seeSignatures,
    receiver_signature_date: '-',
  });

  const templatePages = pdf.getPages();
  const stamp = `${t.contract} ${input.newContractId}`;
  for (const page of templatePages) {
    const { width, height } = page.getSize();
    const size = 8;
    page.drawText(stamp, {
      x: width - MARGIN - fonts.bold.widthOfTextAtSize(stamp, size),
      y: height - 22,
      size,
      font: fonts.bold,
      color: GREY,
    });
  }

  const w = new Writer(pdf, fonts, `${t.schedule} - ${t.contract} ${input.newContractId}`);
  w.text(t.schedule, { size: 18, bold: true, color: GREEN });
  w.y -= 24;
  w.pairs([
    [t.contractNumber, input.newContractId],
    [t.contractType, t.types[input.contractType] ?? input.contractType],
    input.contractStart && input.contractEnd
      ? [t.contractPeriod, `${dateFormat(lang, input.contractStart)} - ${dateFormat(lang, input.contractEnd)}`]
      : [t.contractYear, String(input.contractYear)],
    [t.productionPlan, display.production_plan_inventory_code],
    [t.created, dateFormat(lang, input.created)],
    [t.unitsNeeded, `${n(display.units_needed)} (${t.unitSize(n(display.unit_size))})`],
  ]);

  w.heading(t.parties);
  const parties = [
    {
      title: t.grower,
      lines: [
        grower.grower_name,
        [grower.address, grower.address2].filter(Boolean).join(', '),
        [grower.city, [grower.state, grower.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
        grower.phone ? formatPhone(grower.phone) : '',
        grower.email ?? '',
        grower.sap_id ? `${t.sapId} ${grower.sap_id}` : '',
      ].filter(Boolean),
    },
    {
      title: t.reseller,
      lines: [
        d.reseller_details.reseller_name ?? '-',
        d.reseller_details.sap_id ? `${t.sapId} ${d.reseller_details.sap_id}` : '',
      ].filter(Boolean),
    },
    {
      title: t.receiver,
      lines: [
        d.grain_receiver_details.grain_receiver_name,
        d.grain_receiver_details.sap_id ? `${t.sapId} ${d.grain_receiver_details.sap_id}` : '',
      ].filter(Boolean),
    },
  ];
  if (d.third_party_operator_details) {
    const op = d.third_party_operator_details;
    parties.push({
      title: t.operator,
      lines: [op.company_name, op.sap_id ? `${t.sapId} ${op.sap_id}` : ''].filter(Boolean),
    });
  }
  w.boxes(parties);

  w.heading(t.fields);
  const c = t.fieldColumns;
  w.table(
    [
      { title: c[0], width: 100 },
      { title: c[1], width: 85 },
      { title: c[2], width: 45, align: 'right' },
      { title: c[3], width: 60, align: 'right' },
      { title: c[4], width: 30, align: 'right' },
      { title: c[5], width: 50 },
      { title: c[6], width: 45, align: 'right' },
      { title: c[7], width: 88 },
    ],
    d.fields.map((f) => [
      f.is_total ? t.total : (f.farm_name ?? ''),
      f.is_total ? '' : f.field_name,
      n(f.acres, 2),
      n(f.planting_rate),
      n(f.average_yield),
      f.is_total ? '' : f.border_rows ? t.yes : t.no,
      f.crop_year ? String(f.crop_year) : '',
      f.latitude != null && f.longitude != null ? `${f.latitude.toFixed(4)}, ${f.longitude.toFixed(4)}` : '',
    ]),
    d.fields.every((f) => f.is_total)
      ? {}
      : { totalRow: [t.total, '', n(display.total_acres, 2), n(display.weighted_planting_rate, 2), '', '', '', ''] },
  );
  w.pairs([
    [t.totalAcres, n(display.total_acres, 2)],
    [t.weightedRate, n(display.weighted_planting_rate, 2)],
    [t.unitsNeeded, n(display.units_needed)],
    [t.totalYield, n(display.total_yield)],
  ]);

  w.heading(t.delivery);
  const dc = t.deliveryColumns;
  w.table(
    [
      { title: dc[0], width: 60 },
      { title: dc[1], width: 120 },
      { title: dc[2], width: 80, align: 'right' },
      { title: dc[3], width: 140, align: 'right' },
    ],
    schedule.map((r) => [
      deliveryMonthLabel(r.delivery_month, r.delivery_year),
      t.deliveryTypes[r.delivery_type] ?? r.delivery_type,
      n(r.contract_acres, 2),
      `${n(r.contract_units)} ${units(r.delivery_type)}`,
    ]),
  );

  w.heading(t.storage);
  w.table(
    [
      { title: t.storageColumns[0], width: 150 },
      { title: t.storageColumns[1], width: 100 },
      { title: t.storageColumns[2], width: 80, align: 'right' },
      { title: t.storageColumns[3], width: 70, align: 'right' },
      { title: t.storageColumns[4], width: 70, align: 'right' },
    ],
    d.storage.map((s) => [
      s.storage_name,
      s.storage_type,
      n(s.storage_capacity),
      s.storage_latitude.toFixed(4),
      s.storage_longitude.toFixed(4),
    ]),
  );

  if (d.cattle_info?.cattle_type) {
    w.heading(t.cattle);
    const count = d.cattle_info.unit_count ?? 0;
    w.pairs([
      [t.cattleType, t.cattleTypes[d.cattle_info.cattle_type] ?? d.cattle_info.cattle_type],
      [t.headcount, n(count)],
      [t.estimatedBushels, n(fedOnFarmBushels(d.cattle_info.cattle_type, count))],
    ]);
  }

  w.room(SIGNATURE_SPACE + 45 - BOTTOM);
  w.heading(t.signatures);
  w.paragraph(t.signatureNote);
  w.y -= 6;
  w.pairs(parties.map((party): [string, string] => [party.title, party.lines[0] ?? '-']));

  const total = w.pages.length;
  w.pages.forEach((page, index) => {
    const footer = `${t.schedule} · ${input.newContractId} · ${t.page(index + 1, total)}`;
    page.drawText(printable(fonts.regular, footer), { x: MARGIN, y: 24, size: 7.5, font: fonts.regular, color: GREY });
  });
  pdf.setTitle(`${t.contract} ${input.newContractId}`);
  pdf.setSubject(`${grower.grower_name} - ${d.grain_receiver_details.grain_receiver_name} - ${input.contractYear}`);
  pdf.setModificationDate(input.created);
  return pdf.save();
}
