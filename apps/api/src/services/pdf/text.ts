import type { PDFFont } from 'pdf-lib';

/** Letters NFD cannot take apart, spelled the nearest WinAnsi way. */
const TRANSLITERATE: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
};

const charsets = new WeakMap<PDFFont, Set<number>>();

function charsetOf(font: PDFFont): Set<number> {
  let charset = charsets.get(font);
  if (!charset) charsets.set(font, (charset = new Set(font.getCharacterSet())));
  return charset;
}

/**
 * The text as the font can print it: a letter the font lacks (any outside WinAnsi in a standard PDF
 * font; scripts DejaVu does not cover, such as CJK, in the embedded fonts) is transliterated or loses
 * its accents when the rest fits, anything else becomes '?'.
 */
export function printable(font: PDFFont, value: string): string {
  const charset = charsetOf(font);
  return [...value.normalize('NFC')]
    .map((char) => {
      if (charset.has(char.codePointAt(0)!)) return char;
      if (TRANSLITERATE[char]) return TRANSLITERATE[char];
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      return base && [...base].every((c) => charset.has(c.codePointAt(0)!)) ? base : '?';
    })
    .join('');
}

/** The printable text, shortened with '...' until it fits the width. */
export function fit(font: PDFFont, value: string, size: number, width: number): string {
  let text = printable(font, value);
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  while (text.length > 1 && font.widthOfTextAtSize(`${text}...`, size) > width) text = text.slice(0, -1);
  return `${text}...`;
}

/** The printable text in lines no wider than the width (a longer word stays whole on its line). */
export function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
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
