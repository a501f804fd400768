import { PDFDocument, rgb, StandardFonts, type PDFPage } from 'pdf-lib';
import { wrap } from '../../services/pdf/text';

/**
 * The fillable fields of a generated master agreement. Contract PDFs (issue 5) fill them with
 * pdf-lib (form.getTextField(name).setText(...)) and flatten the form; the template row stores
 * this list as contract_details_schema.
 */
export const MASTER_AGREEMENT_FIELDS = [
  { name: 'contract_id', label: 'Contract number', type: 'text' },
  { name: 'grower_name', label: 'Grower', type: 'text' },
  { name: 'grower_address', label: 'Grower address', type: 'text' },
  { name: 'reseller_name', label: 'Reseller', type: 'text' },
  { name: 'contract_acres', label: 'Contracted acres', type: 'number' },
  { name: 'contract_units', label: 'Contracted units', type: 'number' },
  { name: 'delivery_schedule', label: 'Delivery schedule', type: 'multiline' },
  { name: 'grower_signature', label: 'Grower signature', type: 'signature' },
  { name: 'grower_signature_date', label: 'Grower signature date', type: 'date' },
  { name: 'receiver_signature', label: 'Grain receiver signature', type: 'signature' },
  { name: 'receiver_signature_date', label: 'Grain receiver signature date', type: 'date' },
] as const;

export type MasterAgreementFieldName = (typeof MASTER_AGREEMENT_FIELDS)[number]['name'];

export type MasterAgreementInput = {
  language: 'en' | 'fr';
  receiverName: string;
  receiverAddress: string;
  contractYear: number;
  inventoryCode: string;
  deliveryLocation: string;
  premiumText: string;
};

type Texts = {
  title: string;
  subtitle: (i: MasterAgreementInput) => string;
  labels: Record<MasterAgreementFieldName, string>;
  parties: (i: MasterAgreementInput) => string;
  sections: { heading: string; body: (i: MasterAgreementInput) => string }[];
  scheduleHeading: string;
  signaturesHeading: string;
  signatureIntro: string;
  growerBlock: string;
  receiverBlock: (i: MasterAgreementInput) => string;
  footer: (page: number) => string;
};

const EN: Texts = {
  title: 'Enogen Grain Purchase Master Agreement',
  subtitle: (i) => `Contract year ${i.contractYear} · Production plan ${i.inventoryCode}`,
  labels: {
    contract_id: 'Contract number',
    grower_name: 'Grower',
    grower_address: 'Grower address',
    reseller_name: 'Enogen reseller',
    contract_acres: 'Contracted acres',
    contract_units: 'Contracted bushels',
    delivery_schedule: 'Delivery schedule',
    grower_signature: 'Signature',
    grower_signature_date: 'Date',
    receiver_signature: 'Signature',
    receiver_signature_date: 'Date',
  },
  parties: (i) =>
    `This Grain Purchase Master Agreement ("Agreement") is made between ${i.receiverName}, ${i.receiverAddress} ("Buyer"), and the grower named below ("Grower"), through the Enogen reseller named below. The Grower agrees to grow, and the Buyer agrees to purchase, Enogen corn grain on the terms of this Agreement and the delivery schedule that forms part of it.`,
  sections: [
    {
      heading: '1. Enogen grain',
      body: () =>
        'The Grower shall plant Enogen corn hybrids bought from an authorised Enogen reseller on the contracted acres and keep the grain identity-preserved from planting through delivery. Only grain harvested from the contracted acres qualifies under this Agreement.',
    },
    {
      heading: '2. Quantity',
      body: () =>
        'The Grower commits the contracted acres and the contracted bushels stated below. Bushels are estimated as acres multiplied by the actual production history (APH) and are delivered within the months of the delivery schedule.',
    },
    {
      heading: '3. Delivery',
      body: (i) =>
        `Grain shall be delivered to ${i.deliveryLocation} during the scheduled delivery months, at 15.5% moisture or with the Buyer's standard shrink and drying charges. The Buyer records every load on a scale ticket.`,
    },
    {
      heading: '4. Price and premium',
      body: (i) =>
        `The Buyer pays the local cash price on the day of delivery plus a premium of ${i.premiumText} for qualifying Enogen grain delivered under this Agreement.`,
    },
    {
      heading: '5. Stewardship',
      body: () =>
        'The Grower shall follow the Enogen stewardship requirements: 30 feet of spatial isolation from an adjacent annual crop, otherwise 30 feet of non-Enogen corn border rows; clean planters, combines and storage before and after Enogen grain; and allow the programme steward to record planting, harvest and storage cleanout.',
    },
  ],
  scheduleHeading: 'Contract details',
  signaturesHeading: 'Further terms and signatures',
  signatureIntro:
    '6. Quality. Grain must be free of other genetically modified traits not approved by the Buyer and grade U.S. No. 2 yellow corn or better. 7. Title and risk pass to the Buyer when the grain is unloaded at the delivery location. 8. Default. If the Grower cannot deliver the contracted bushels, the parties shall agree a transfer or an adjustment in writing. 9. This Agreement is governed by the laws of the state or province of the delivery location. The parties sign this Agreement electronically.',
  growerBlock: 'Grower',
  receiverBlock: (i) => `Buyer: ${i.receiverName}`,
  footer: (page) => `Enogen Grain Purchase Master Agreement · page ${page} of 2`,
};

const FR: Texts = {
  title: "Contrat-cadre d'achat de grain Enogen",
  subtitle: (i) => `Année contractuelle ${i.contractYear} · Plan de production ${i.inventoryCode}`,
  labels: {
    contract_id: 'Numéro de contrat',
    grower_name: 'Producteur',
    grower_address: 'Adresse du producteur',
    reseller_name: 'Détaillant Enogen',
    contract_acres: 'Acres sous contrat',
    contract_units: 'Boisseaux sous contrat',
    delivery_schedule: 'Calendrier de livraison',
    grower_signature: 'Signature',
    grower_signature_date: 'Date',
    receiver_signature: 'Signature',
    receiver_signature_date: 'Date',
  },
  parties: (i) =>
    `Le présent contrat-cadre d'achat de grain (le « Contrat ») est conclu entre ${i.receiverName}, ${i.receiverAddress} (l'« Acheteur »), et le producteur nommé ci-dessous (le « Producteur »), par l'intermédiaire du détaillant Enogen nommé ci-dessous. Le Producteur s'engage à cultiver, et l'Acheteur à acheter, du maïs-grain Enogen selon les conditions du présent Contrat et du calendrier de livraison qui en fait partie.`,
  sections: [
    {
      heading: '1. Grain Enogen',
      body: () =>
        "Le Producteur sème des hybrides de maïs Enogen achetés auprès d'un détaillant Enogen autorisé sur les acres sous contrat et préserve l'identité du grain du semis à la livraison. Seul le grain récolté sur les acres sous contrat est admissible.",
    },
    {
      heading: '2. Quantité',
      body: () =>
        "Le Producteur engage les acres et les boisseaux sous contrat indiqués ci-dessous. Les boisseaux sont estimés en multipliant les acres par l'historique de production réelle (APH) et sont livrés pendant les mois du calendrier de livraison.",
    },
    {
      heading: '3. Livraison',
      body: (i) =>
        `Le grain est livré à ${i.deliveryLocation} pendant les mois prévus, à 15,5 % d'humidité ou avec les frais de séchage et de retrait habituels de l'Acheteur. L'Acheteur consigne chaque chargement sur un billet de pesée.`,
    },
    {
      heading: '4. Prix et prime',
      body: (i) =>
        `L'Acheteur paie le prix comptant local du jour de la livraison majoré d'une prime de ${i.premiumText} pour le grain Enogen admissible livré en vertu du présent Contrat.`,
    },
    {
      heading: '5. Intendance',
      body: () =>
        "Le Producteur respecte les exigences d'intendance Enogen : 30 pieds d'isolement d'une culture annuelle voisine, sinon 30 pieds de rangs de bordure de maïs non Enogen ; nettoyage des semoirs, moissonneuses-batteuses et entrepôts avant et après le grain Enogen ; et accès de l'intendant du programme aux données de semis, de récolte et de nettoyage.",
    },
  ],
  scheduleHeading: 'Détails du contrat',
  signaturesHeading: 'Autres conditions et signatures',
  signatureIntro:
    "6. Qualité. Le grain doit être exempt de caractères génétiquement modifiés non approuvés par l'Acheteur et de grade maïs jaune no 2 ou mieux. 7. La propriété et les risques passent à l'Acheteur au déchargement au lieu de livraison. 8. Défaut. Si le Producteur ne peut livrer les boisseaux sous contrat, les parties conviennent par écrit d'un transfert ou d'un ajustement. 9. Le présent Contrat est régi par les lois de la province ou de l'État du lieu de livraison. Les parties signent le présent Contrat électroniquement.",
  growerBlock: 'Producteur',
  receiverBlock: (i) => `Acheteur : ${i.receiverName}`,
  footer: (page) => `Contrat-cadre d'achat de grain Enogen · page ${page} de 2`,
};

const GREEN = rgb(0.09, 0.36, 0.2);
const GREY = rgb(0.35, 0.35, 0.35);
const MARGIN = 56;
const WIDTH = 612;
const HEIGHT = 792;

/** A two-page Enogen master agreement template with fillable fields for the contract's data. */
export async function generateMasterAgreement(input: MasterAgreementInput): Promise<Uint8Array> {
  const t = input.language === 'fr' ? FR : EN;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t.title} ${input.contractYear} – ${input.receiverName}`);
  pdf.setAuthor(input.receiverName);
  pdf.setSubject(t.subtitle(input));
  pdf.setLanguage(input.language === 'fr' ? 'fr-CA' : 'en-US');
  pdf.setCreationDate(new Date(Date.UTC(input.contractYear - 1, 9, 1)));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const form = pdf.getForm();
  const textWidth = WIDTH - 2 * MARGIN;

  const paragraph = (page: PDFPage, y: number, text: string, size = 10, font = regular) => {
    for (const line of wrap(font, text, size, textWidth)) {
      page.drawText(line, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size * 1.45;
    }
    return y - 6;
  };
  const field = (page: PDFPage, name: MasterAgreementFieldName, x: number, y: number, width: number, height = 18) => {
    const multiline = name === 'delivery_schedule';
    if (!multiline) page.drawText(t.labels[name], { x, y: y + height + 3, size: 8, font: bold, color: GREY });
    const box = form.createTextField(name);
    if (multiline) box.enableMultiline();
    box.addToPage(page, {
      x,
      y,
      width,
      height,
      font: regular,
      borderWidth: 0.6,
      borderColor: GREY,
      backgroundColor: rgb(0.97, 0.98, 0.96),
    });
    box.setFontSize(multiline ? 9 : 10);
  };
  const frame = (page: PDFPage, number: number) => {
    page.drawRectangle({ x: 0, y: HEIGHT - 8, width: WIDTH, height: 8, color: GREEN });
    page.drawText(t.footer(number), { x: MARGIN, y: 30, size: 8, font: regular, color: GREY });
    page.drawText(input.inventoryCode, { x: WIDTH - MARGIN - 40, y: 30, size: 8, font: bold, color: GREY });
  };

  const first = pdf.addPage([WIDTH, HEIGHT]);
  frame(first, 1);
  first.drawText(t.title, { x: MARGIN, y: HEIGHT - 70, size: 18, font: bold, color: GREEN });
  first.drawText(t.subtitle(input), { x: MARGIN, y: HEIGHT - 90, size: 10, font: regular, color: GREY });
  let y = paragraph(first, HEIGHT - 120, t.parties(input));
  for (const section of t.sections) {
    first.drawText(section.heading, { x: MARGIN, y, size: 11, font: bold, color: GREEN });
    y = paragraph(first, y - 16, section.body(input));
  }
  first.drawText(t.scheduleHeading, { x: MARGIN, y: y - 4, size: 11, font: bold, color: GREEN });
  const half = (textWidth - 16) / 2;
  field(first, 'contract_id', MARGIN, y - 46, half);
  field(first, 'reseller_name', MARGIN + half + 16, y - 46, half);
  field(first, 'grower_name', MARGIN, y - 84, half);
  field(first, 'grower_address', MARGIN + half + 16, y - 84, half);
  field(first, 'contract_acres', MARGIN, y - 122, half);
  field(first, 'contract_units', MARGIN + half + 16, y - 122, half);

  const second = pdf.addPage([WIDTH, HEIGHT]);
  frame(second, 2);
  second.drawText(t.labels.delivery_schedule, { x: MARGIN, y: HEIGHT - 70, size: 11, font: bold, color: GREEN });
  field(second, 'delivery_schedule', MARGIN, HEIGHT - 250, textWidth, 160);
  second.drawText(t.signaturesHeading, { x: MARGIN, y: HEIGHT - 290, size: 11, font: bold, color: GREEN });
  y = paragraph(second, HEIGHT - 308, t.signatureIntro);
  const blocks: [string, MasterAgreementFieldName, MasterAgreementFieldName][] = [
    [t.growerBlock, 'grower_signature', 'grower_signature_date'],
    [t.receiverBlock(input), 'receiver_signature', 'receiver_signature_date'],
  ];
  for (const [title, signature, date] of blocks) {
    second.drawText(title, { x: MARGIN, y: y - 10, size: 10, font: bold });
    field(second, signature, MARGIN, y - 56, textWidth * 0.62, 26);
    field(second, date, MARGIN + textWidth * 0.62 + 16, y - 56, textWidth * 0.38 - 16, 26);
    y -= 90;
  }
  return pdf.save();
}
