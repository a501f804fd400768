import { deliveryMonthLabel, fedOnFarmBushels, formatPhone, unitLabel, type ContractDetails } from '@portal/domain';
import { PDFDocument } from 'pdf-lib';
import { removeActiveContent } from '../../../services/pdf-active-content';
import { embedFonts } from '../../../services/pdf/fonts';
import { printable } from '../../../services/pdf/text';
import { dateFormat, labelsFor, numberFormat } from './labels';
import { BOTTOM, fillTemplateFields, GREEN, GREY, MARGIN, Writer, type Fonts } from './writer';

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

/** Generates the contract PDF from the master agreement template. */
export async function generateContractPdf(input: ContractPdfInput): Promise<Uint8Array> {
  const t = labelsFor(input.language);
  const lang = input.language;
  const d = input.details;
  const display = d.display_details;
  const pdf = await PDFDocument.load(input.template);
  removeActiveContent(pdf); // templates stored before uploads were cleaned
  const fonts: Fonts = await embedFonts(pdf, ['regular', 'bold']);
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
          `${deliveryMonthLabel(r.delivery_month, r.delivery_year)}   ${t.deliveryTypeName(r.delivery_type)}   ${n(r.contract_acres, 2)} acres   ${n(r.contract_units)} ${units(r.delivery_type)}`,
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
    [t.contractType, t.contractTypeName(input.contractType)],
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
      t.deliveryTypeName(r.delivery_type),
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
