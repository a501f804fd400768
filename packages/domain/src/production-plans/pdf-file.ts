/** Master agreement files travel as base64; the server checks their content, not their name. */
export const PDF_SIGNATURE = '%PDF-';
/** 5 MB, measured as decoded bytes divided by 1e6 (spec 3, §9). */
export const PDF_MAX_MB = 5;
export const PDF_MAX_BYTES = PDF_MAX_MB * 1e6;
/** Base64 characters of a file just under the limit. */
export const PDF_BASE64_MAX_LENGTH = Math.ceil(PDF_MAX_BYTES / 3) * 4;
/** Room for the JSON around the files of one request (ids, names, a data-URL prefix, a plan's monthly rows). */
export const PDF_BODY_JSON_ROOM = 64 * 1024;
/** Request limit of one master agreement upload (POST and PATCH /api/template). */
export const PDF_BASE64_BODY_LIMIT = PDF_BASE64_MAX_LENGTH + PDF_BODY_JSON_ROOM;
/** The languages a plan save can carry a master agreement for (English, French and Spanish exist). */
export const PLAN_MAX_TEMPLATE_FILES = 3;
/** Request limit of a plan save (POST and PATCH /api/production-plan): one file per language. */
export const PLAN_BODY_LIMIT = PDF_BASE64_MAX_LENGTH * PLAN_MAX_TEMPLATE_FILES + PDF_BODY_JSON_ROOM;

/** Drops a data-URL prefix (data:application/pdf;base64,) and whitespace. */
export function stripDataUrl(base64: string): string {
  const comma = base64.startsWith('data:') ? base64.indexOf(',') : -1;
  return (comma === -1 ? base64 : base64.slice(comma + 1)).replace(/\s/g, '');
}

/** The number of bytes the base64 text decodes to. */
export function base64DecodedBytes(base64: string): number {
  const clean = stripDataUrl(base64);
  if (!clean) return 0;
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - padding;
}

export function pdfSizeMb(base64: string): number {
  return base64DecodedBytes(base64) / 1e6;
}

export function isBase64(base64: string): boolean {
  const clean = stripDataUrl(base64);
  return clean.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(clean);
}

/** True when the decoded content starts with %PDF-. */
export function startsWithPdfSignature(base64: string): boolean {
  const head = stripDataUrl(base64).slice(0, 8);
  if (head.length < 8 || !/^[A-Za-z0-9+/]{8}$/.test(head)) return false;
  return atob(head).startsWith(PDF_SIGNATURE);
}

export type PdfFileProblem = 'wrong-format' | 'too-large';

/** Why a base64 file is not an acceptable master agreement, or null when it is. */
export function pdfFileProblem(base64: string): PdfFileProblem | null {
  if (!isBase64(base64) || !startsWithPdfSignature(base64)) return 'wrong-format';
  if (pdfSizeMb(base64) >= PDF_MAX_MB) return 'too-large';
  return null;
}
