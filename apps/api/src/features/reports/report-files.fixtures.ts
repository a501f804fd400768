import { inflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/** Test helpers: read an exported workbook back, and the text and page count of an exported PDF. */
export async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

/** Each object's dictionary text and (inflated) stream, by object number. */
function pdfObjects(body: Buffer): Map<number, { dict: string; stream?: string }> {
  const raw = body.toString('latin1');
  const objects = new Map<number, { dict: string; stream?: string }>();
  const starts = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = starts.exec(raw))) {
    const start = match.index + match[0].length;
    const streamAt = raw.slice(start, start + 4096).search(/\bstream\r?\n/);
    const endObj = raw.indexOf('endobj', start);
    if (streamAt >= 0 && start + streamAt < endObj) {
      const head = raw.slice(start, start + streamAt);
      const dataStart = raw.indexOf('\n', start + streamAt) + 1;
      const dataEnd = raw.indexOf('endstream', dataStart);
      const bytes = body.subarray(dataStart, dataEnd);
      let stream: string;
      try {
        stream = /FlateDecode/.test(head) ? inflateSync(bytes).toString('latin1') : bytes.toString('latin1');
      } catch {
        stream = bytes.toString('latin1');
      }
      objects.set(Number(match[1]), { dict: head, stream });
      starts.lastIndex = raw.indexOf('endobj', dataEnd);
    } else objects.set(Number(match[1]), { dict: raw.slice(start, endObj) });
  }
  return objects;
}

/** A ToUnicode CMap (pdfkit's bfrange arrays, or bfchar pairs): code → text. */
function unicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const [, from, , list] of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g))
    [...list!.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((u, i) => map.set(parseInt(from!, 16) + i, text(u[1]!)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, u] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(code!, 16), text(u!));
  return map;
}

/**
 * The PDF's pages (page objects) and the text its content streams show, one line per TJ: pdfkit's
 * hex strings, read through the font's ToUnicode map when it has one (the embedded Unicode fonts).
 */
export function readPdf(body: Buffer): { pages: number; text: string } {
  const raw = body.toString('latin1');
  const pages = raw.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
  const objects = pdfObjects(body);
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values())
    for (const [, name, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const cmapRef = objects.get(Number(ref))?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
      const cmap = cmapRef ? objects.get(Number(cmapRef))?.stream : undefined;
      if (cmap) fonts.set(name!, unicodeMap(cmap));
    }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || !/\bTJ\b/.test(stream)) continue;
    let font: Map<number, string> | undefined;
    for (const op of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (op[1]) {
        font = fonts.get(op[1]);
        continue;
      }
      const hex = [...op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      lines.push(
        font
          ? (hex.match(/.{4}/g) ?? []).map((code) => font!.get(parseInt(code, 16)) ?? '?').join('')
          : Buffer.from(hex, 'hex').toString('latin1'),
      );
    }
  }
  return { pages, text: lines.join('\n') };
}
