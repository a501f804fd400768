import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';

/** The content-stream bytes of a page, inflated. */
function pageContent(pdf: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
  return streams
    .map((stream) =>
      stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '',
    )
    .join('\n');
}

/**
 * The text lines pdf-lib drew on each page (hex strings shown with Tj), for tests of the PDFs we
 * generate ourselves. Not a general PDF text extractor.
 */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf
    .getPages()
    .map((page) =>
      [...pageContent(pdf, page).matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) =>
        Buffer.from(match[1]!, 'hex').toString('latin1'),
      ),
    );
}
