import { execFileSync } from 'node:child_process';

/** The text of each page of a PDF (poppler's pdftotext, like pdftoppm for the page images). */
export function pdfPageTexts(file: string): string[] {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
}
