import { createHash, randomBytes } from 'node:crypto';
import { contractTypeLabel, SIGNING_LINK_DAYS } from '@portal/domain';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Config } from '../config';
import { embedFonts } from './pdf/fonts';
import { fit } from './pdf/text';

/**
 * The e-signature provider (ARCHITECTURE.md 'E-signature'). The built-in one needs no account:
 * signing links carry a random token (only its SHA-256 is stored), signers sign on the portal's
 * own page (/e-sign), and the finished document gets every signature stamped on its last page plus
 * a certificate page. A DocuSign adapter would implement the same type: links from its envelope
 * API, the embedded URL from its recipient view, and the sealed PDF from its combined document.
 */
export type ESignature = {
  name: string;
  /** A fresh signing token for one signer: the token goes into the link, the hash into the database. */
  newToken: () => SigningToken;
  /** The link a signer receives by e-mail or SMS. */
  signingLink: (token: string) => string;
  /** The URL the signing frame of /company/{id}/contracts/sign-pdf/{id} opens. */
  embeddedUrl: (input: { contractId: string; contractSignerId: string; returnPath: string }) => string;
  /** The signed PDF: the original with the signatures stamped and the certificate page appended. */
  seal: (input: SealInput) => Promise<Uint8Array>;
};

export type SigningToken = { token: string; sha256: string; expiresAt: Date };

export type SealedSigner = {
  name: string;
  signatureName: string;
  role: string;
  entityName: string | null;
  email: string | null;
  phone: string | null;
  deliveryChoice: string;
  signedAt: Date;
  ip: string | null;
};

export type SealInput = {
  original: Uint8Array;
  contract: {
    newContractId: string;
    contractType: string;
    contractYear: number;
    growerName: string | null;
    resellerName: string | null;
    receiverName: string | null;
  };
  signers: SealedSigner[];
  completedAt: Date;
};

export function sha256Hex(value: string | Uint8Array): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hashSigningToken(token: string): string {
  return sha256Hex(token);
}

/** 32 random bytes, URL-safe; valid for SIGNING_LINK_DAYS. */
export function newSigningToken(now = new Date()): SigningToken {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    sha256: hashSigningToken(token),
    expiresAt: new Date(now.getTime() + SIGNING_LINK_DAYS * 86_400_000),
  };
}

/**
 * The built-in provider. The token travels in the link's fragment (/e-sign#token): browsers never
 * send a fragment to a server, so no access log or proxy sees it; the page passes it to the API.
 */
export function createESignature(config: Pick<Config, 'publicUrl'>): ESignature {
  return {
    name: 'built-in',
    newToken: () => newSigningToken(),
    signingLink: (token) => `${config.publicUrl}/e-sign#${token}`,
    embeddedUrl: ({ contractId, contractSignerId, returnPath }) => {
      const query = new URLSearchParams({
        contract_id: contractId,
        contract_signer_id: contractSignerId,
        return_url: returnPath,
      });
      return `/e-sign/embedded?${query}`;
    },
    seal: sealSignedPdf,
  };
}

// ---------------------------------------------------------------------------------------------
// The signed PDF
// ---------------------------------------------------------------------------------------------

const GREEN = rgb(0.09, 0.36, 0.2);
const INK = rgb(0.05, 0.16, 0.42);
const TEXT = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.38, 0.38, 0.38);
const LINE = rgb(0.75, 0.78, 0.75);

type Fonts = { regular: PDFFont; bold: PDFFont; script: PDFFont; mono: PDFFont };

function utc(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

function roleLabel(signer: SealedSigner): string {
  const role = signer.role.charAt(0).toUpperCase() + signer.role.slice(1);
  return signer.entityName ? `${role}, ${signer.entityName}` : role;
}

const STAMP = { margin: 48, gap: 6, height: 46, bottom: 40 } as const;
/**
 * The lower part of the last page the contract PDF keeps free for the stamps (SIGNATURE_SPACE of
 * features/contracts/pdf reserves it above its footer): two rows of stamps fit.
 */
const STAMP_AREA = 2 * STAMP.height + STAMP.gap;

/**
 * Three stamps a row (two for four signers), in as many rows as needed; only two rows fit the
 * space of the last page, so four a row when that keeps seven or eight signers to two rows.
 */
function stampLayout(count: number, ownPage = false) {
  const perRow = count === 4 ? 2 : !ownPage && count > 6 ? 4 : Math.min(Math.max(count, 1), 3);
  const rows = Math.ceil(count / perRow);
  return { perRow, height: rows * STAMP.height + (rows - 1) * STAMP.gap };
}

/**
 * Each signature in a box along the bottom of the page, in signing order from the top row: the
 * "signed electronically" label, the typed name in a script face, the signer's name and party,
 * and the date. Boxes are opaque, so a stamp stays legible whatever the template has beneath.
 */
function stampSignatures(page: PDFPage, fonts: Fonts, signers: SealedSigner[], top: number, perRow: number) {
  const { width } = page.getSize();
  const boxWidth = (width - 2 * STAMP.margin - STAMP.gap * (perRow - 1)) / perRow;
  const h = STAMP.height;
  signers.forEach((signer, index) => {
    const row = Math.floor(index / perRow);
    const x = STAMP.margin + (index % perRow) * (boxWidth + STAMP.gap);
    const y = top - h - row * (h + STAMP.gap);
    const inner = boxWidth - 14;
    const small = (text: string, dy: number, font = fonts.regular) =>
      page.drawText(fit(font, text, 6, inner), {
        x: x + 7,
        y: y + dy,
        size: 6,
        font,
        color: font === fonts.bold ? GREY : TEXT,
      });
    page.drawRectangle({ x, y, width: boxWidth, height: h, color: rgb(1, 1, 1), borderColor: INK, borderWidth: 0.8 });
    small('Signed electronically', h - 10, fonts.bold);
    page.drawText(fit(fonts.script, signer.signatureName, 13, inner), {
      x: x + 7,
      y: y + 19,
      size: 13,
      font: fonts.script,
      color: INK,
    });
    page.drawLine({
      start: { x: x + 7, y: y + 16 },
      end: { x: x + boxWidth - 7, y: y + 16 },
      thickness: 0.4,
      color: LINE,
    });
    small(`${signer.name} - ${roleLabel(signer)}`, 9);
    small(`Date: ${utc(signer.signedAt)}`, 2.5);
  });
}

/**
 * The certificate: the document, its SHA-256, and every signer with time and IP address. Signers
 * that do not fit the first page continue on further pages under the same header and footer.
 */
function certificatePage(
  pdf: PDFDocument,
  fonts: Fonts,
  input: SealInput,
  originalSha256: string,
  originalPages: number,
) {
  const [width, height] = [612, 792];
  const margin = 56;
  const textWidth = width - 2 * margin;
  const { contract } = input;
  const newPage = () => {
    const added = pdf.addPage([width, height]);
    added.drawRectangle({ x: 0, y: height - 8, width, height: 8, color: GREEN });
    added.drawText('Certificate of completion', {
      x: margin,
      y: height - 70,
      size: 20,
      font: fonts.bold,
      color: GREEN,
    });
    added.drawText('Enogen Portal electronic signature', {
      x: margin,
      y: height - 90,
      size: 10,
      font: fonts.regular,
      color: GREY,
    });
    added.drawText(`Certificate of completion - ${contract.newContractId}`, {
      x: margin,
      y: 30,
      size: 8,
      font: fonts.regular,
      color: GREY,
    });
    return added;
  };
  let page = newPage();

  let y = height - 126;
  const row = (label: string, value: string, font = fonts.regular, size = 10) => {
    page.drawText(label, { x: margin, y, size: 9, font: fonts.bold, color: GREY });
    page.drawText(fit(font, value, size, textWidth - 130), { x: margin + 130, y, size, font, color: TEXT });
    y -= 18;
  };
  row('Contract', contract.newContractId);
  row('Type and year', `${contractTypeLabel(contract.contractType)}, ${contract.contractYear}`);
  row('Grower', contract.growerName ?? 'N/A');
  row('Reseller', contract.resellerName ?? 'N/A');
  row('Grain receiver', contract.receiverName ?? 'N/A');
  row(
    'Original document',
    `${originalPages} page${originalPages === 1 ? '' : 's'}, attached to this file as original-contract.pdf`,
  );
  row('Document SHA-256', originalSha256, fonts.mono, 8.6);
  row('Completed', utc(input.completedAt));
  row('Signers', String(input.signers.length));

  const columns = [
    { title: 'Signer', x: margin, width: 150 },
    { title: 'Contact', x: margin + 156, width: 130 },
    { title: 'Signed (UTC)', x: margin + 292, width: 100 },
    { title: 'IP address', x: margin + 398, width: textWidth - 398 },
  ];
  const tableHead = (title: string) => {
    y -= 10;
    page.drawText(title, { x: margin, y, size: 12, font: fonts.bold, color: GREEN });
    y -= 24;
    for (const column of columns)
      page.drawText(column.title, { x: column.x, y, size: 8, font: fonts.bold, color: GREY });
    y -= 6;
    page.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 0.6, color: LINE });
  };
  tableHead('Signatures');
  for (const signer of input.signers) {
    // A signer's three lines end 38 pt below y: they stay above the closing note (at 96 pt) or go on a new page.
    if (y < 142) {
      page = newPage();
      y = height - 116;
      tableHead('Signatures (continued)');
    }
    const lines: [string, string, string, string][] = [
      [signer.name, signer.email ?? 'N/A', utc(signer.signedAt).slice(0, 10), signer.ip ?? 'unknown'],
      [roleLabel(signer), signer.phone ? `phone ${signer.phone}` : '', utc(signer.signedAt).slice(11), ''],
      [`Signed as "${signer.signatureName}"`, `request by ${signer.deliveryChoice}`, '', ''],
    ];
    y -= 14;
    lines.forEach((cells, index) => {
      cells.forEach((cell, c) => {
        if (!cell) return;
        const column = columns[c]!;
        const font = index === 0 && c === 0 ? fonts.bold : fonts.regular;
        page.drawText(fit(font, cell, 8.5, column.width), { x: column.x, y, size: 8.5, font, color: TEXT });
      });
      y -= 12;
    });
    y += 4;
    page.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 0.4, color: LINE });
  }

  const note = [
    'Each signer received a personal signing link (or, for portal users, signed in to their own account in the portal),',
    'reviewed the document above and typed their name to sign; the time and the IP address of each signature are recorded.',
    'The SHA-256 identifies the contract document before signatures were stamped and this page was added: recompute it',
    "from original-contract.pdf (attached) or from the portal's contract PDF to confirm the signed document is unchanged.",
  ];
  let noteY = 96;
  for (const line of note) {
    page.drawText(line, { x: margin, y: noteY, size: 7.5, font: fonts.regular, color: GREY });
    noteY -= 11;
  }
}

export async function sealSignedPdf(input: SealInput): Promise<Uint8Array> {
  const originalSha256 = sha256Hex(input.original);
  const pdf = await PDFDocument.load(input.original);
  const fonts: Fonts = await embedFonts(pdf, ['regular', 'bold', 'script', 'mono']);
  const pages = pdf.getPages();
  const last = pages[pages.length - 1];
  if (!last) throw new Error('The contract PDF has no pages');
  const layout = stampLayout(input.signers.length);
  if (layout.height <= STAMP_AREA)
    stampSignatures(last, fonts, input.signers, STAMP.bottom + layout.height, layout.perRow);
  else {
    // More signers than the reserved space holds: their stamps get a page of their own.
    const { width, height } = last.getSize();
    const page = pdf.addPage([width, height]);
    const top = page.getHeight() - 60;
    page.drawText('Signatures', { x: STAMP.margin, y: top, size: 14, font: fonts.bold, color: GREEN });
    stampSignatures(page, fonts, input.signers, top - 16, stampLayout(input.signers.length, true).perRow);
  }
  certificatePage(pdf, fonts, input, originalSha256, pages.length);
  await pdf.attach(input.original, 'original-contract.pdf', {
    mimeType: 'application/pdf',
    description: `The contract document as sent for signing (SHA-256 ${originalSha256})`,
    creationDate: input.completedAt,
    modificationDate: input.completedAt,
  });
  pdf.setModificationDate(input.completedAt);
  pdf.setKeywords([`sha256:${originalSha256}`]);
  return pdf.save();
}
