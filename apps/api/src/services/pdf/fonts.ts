import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The fonts every PDF the portal writes prints its text in: DejaVu (the dejavu-fonts-ttf package, under
 * the Bitstream Vera / DejaVu licence), whose Unicode coverage prints names as entered (accents,
 * Polish, Vietnamese, Greek, Cyrillic, ...) where the standard PDF fonts know WinAnsi only.
 */
const FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  /** The typed signature of a signer. */
  script: 'DejaVuSerif-Italic.ttf',
  mono: 'DejaVuSansMono.ttf',
} as const;

export type FontName = keyof typeof FILES;

const require = createRequire(import.meta.url);
const bytes = new Map<FontName, Buffer>();

/** The TrueType file of a font, read once per process. */
export function fontBytes(name: FontName): Buffer {
  let file = bytes.get(name);
  if (!file) bytes.set(name, (file = readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${FILES[name]}`))));
  return file;
}

/** Embeds the named fonts in a pdf-lib document, each as a subset of the glyphs the document uses. */
export async function embedFonts<const N extends FontName>(pdf: PDFDocument, names: N[]): Promise<Record<N, PDFFont>> {
  pdf.registerFontkit(fontkit);
  const fonts = {} as Record<N, PDFFont>;
  for (const name of names) fonts[name] = await pdf.embedFont(fontBytes(name), { subset: true });
  return fonts;
}
