import { inflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/** Test helpers: read an exported workbook back, and the text and page count of an exported PDF. */
export async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

/** The PDF's pages (page objects) and the text its content streams show (pdfkit's hex strings). */
export function readPdf(body: Buffer): { pages: number; text: string } {
  const raw = body.toString('latin1');
  const pages = raw.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
  const lines: string[] = [];
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = body.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
    // past the keyword, or the next match would be the "stream" of "endstream"
    streams.lastIndex = end + 'endstream'.length;
  }
  return { pages, text: lines.join('\n') };
}
