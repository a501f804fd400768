/** Master agreement files travel as base64; the server checks their content, not their name. */
export const PDF_SIGNATURE = '%PDF-';
/** 5 MB, measured as decoded bytes divided by 1e6 (spec 3, §9). */
export const PDF_MAX_MB = 5;
export const PDF_MAX_BYTES = PDF_MAX_MB * 1e6;
/** Base64 characters of the largest accepted file, plus room for the JSON around it. */
export const PDF_BASE64_BODY_LIMIT = Math.ceil((PDF_MAX_BYTES / 3) * 4) + 256 * 1024;

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
