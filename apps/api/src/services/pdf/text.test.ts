import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fit, printable, wrap } from './text';

let font: PDFFont;
beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

describe('PDF text of the standard fonts', () => {
  it('keeps WinAnsi letters, accents included', () => {
    expect(printable(font, 'Café Élevage – Québec')).toBe('Café Élevage – Québec');
  });

  it('drops accents the font lacks, transliterates letters NFD cannot take apart, and marks the rest', () => {
    expect(printable(font, 'Ōtaki')).toBe('Otaki');
    expect(printable(font, 'Łódź')).toBe('Lódz');
    expect(printable(font, 'Đorđe')).toBe('Dorde');
    expect(printable(font, '北京 ✓')).toBe('?? ?');
  });

  it('composes decomposed accents first', () => {
    expect(printable(font, 'Cafe\u0301')).toBe('Café');
  });

  it('shortens a text with ... to fit a width, and leaves a short one as it is', () => {
    expect(fit(font, 'Short', 10, 200)).toBe('Short');
    const long = fit(font, 'A grower name far too long for the box it goes into', 10, 80);
    expect(long.endsWith('...')).toBe(true);
    expect(font.widthOfTextAtSize(long, 10)).toBeLessThanOrEqual(80);
  });

  it('wraps words into lines no wider than the width', () => {
    const lines = wrap(font, 'one two three four five six seven eight nine ten', 10, 60);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('one two three four five six seven eight nine ten');
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(60);
  });

  it('wraps printable text', () => {
    expect(wrap(font, 'Łukasz ✓', 10, 500)).toEqual(['Lukasz ?']);
  });
});
