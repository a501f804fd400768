import { describe, expect, it } from 'vitest';
import {
  base64DecodedBytes,
  isBase64,
  PDF_BASE64_BODY_LIMIT,
  pdfFileProblem,
  pdfSizeMb,
  startsWithPdfSignature,
  stripDataUrl,
} from './pdf-file';

const b64 = (text: string) => btoa(text);
/** A base64 text of a PDF-looking file of exactly `bytes` bytes. */
const pdfOfSize = (bytes: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 32)]).toString('base64');

describe('PDF files', () => {
  it('measures decoded bytes from base64, with or without padding and data-URL prefix', () => {
    expect(base64DecodedBytes(b64('a'))).toBe(1);
    expect(base64DecodedBytes(b64('ab'))).toBe(2);
    expect(base64DecodedBytes(b64('abc'))).toBe(3);
    expect(base64DecodedBytes(`data:application/pdf;base64,${b64('abcd')}`)).toBe(4);
    expect(base64DecodedBytes('')).toBe(0);
    expect(pdfSizeMb(pdfOfSize(2_500_000))).toBe(2.5);
  });

  it('recognises the PDF signature', () => {
    expect(startsWithPdfSignature(b64('%PDF-1.4 rest'))).toBe(true);
    expect(startsWithPdfSignature(`data:application/pdf;base64,${b64('%PDF-1.7\n')}`)).toBe(true);
    expect(startsWithPdfSignature(b64('PK\u0003\u0004 zip file'))).toBe(false);
    expect(startsWithPdfSignature(b64('%PDF'))).toBe(false);
    expect(startsWithPdfSignature('')).toBe(false);
  });

  it('accepts a PDF under 5 MB (decoded bytes / 1e6) and nothing else', () => {
    expect(pdfFileProblem(pdfOfSize(1000))).toBeNull();
    expect(pdfFileProblem(pdfOfSize(4_999_999))).toBeNull();
    expect(pdfFileProblem(pdfOfSize(5_000_000))).toBe('too-large');
    expect(pdfFileProblem(b64('hello, not a pdf'))).toBe('wrong-format');
    expect(pdfFileProblem('%PDF-not base64 at all!')).toBe('wrong-format');
  });

  it('validates base64 and strips whitespace', () => {
    expect(isBase64(b64('%PDF-1.4'))).toBe(true);
    expect(isBase64('abc')).toBe(false);
    expect(stripDataUrl(' JVBE\nRi0x ')).toBe('JVBERi0x');
  });

  it('lets a whole 5 MB file in base64 through the request size limit', () => {
    expect(PDF_BASE64_BODY_LIMIT).toBeGreaterThan(pdfOfSize(4_999_999).length);
    expect(PDF_BASE64_BODY_LIMIT).toBeLessThan(7_500_000);
  });
});
