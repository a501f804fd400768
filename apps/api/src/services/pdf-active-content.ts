import { EncryptedPDFError, PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';

/**
 * Uploaded master agreements are served from the portal's origin to growers, so everything a viewer
 * could run or open on its own is removed, or a file
 * uploaded by one partner could run script in another's browser: document and page actions, JavaScript,
 * embedded files, XFA, and links that leave the document. Text, pages and the AcroForm fields the
 * contract PDF fills stay.
 */

const name = (value: string) => PDFName.of(value);

/** Keys that only ever hold active content, wherever they appear. */
const ACTIVE_KEYS = ['OpenAction', 'AA', 'JavaScript', 'JS', 'EmbeddedFiles', 'XFA', 'AF', 'Collection'].map(name);
/** Keys that hold one action (an annotation's or an outline item's A, an action chain's Next). */
const ACTION_KEYS = [name('A'), name('Next')];
/** Annotations that play or open something. */
const MEDIA_ANNOTATIONS = ['FileAttachment', 'Screen', 'Movie', 'Sound', 'RichMedia', '3D'].map(name);

export class UnreadablePdfError extends Error {}

/** True for an action that only moves within the document (GoTo without a chain). */
function isLocalGoTo(pdf: PDFDocument, value: PDFObject | undefined): boolean {
  const action = value instanceof PDFRef ? pdf.context.lookup(value) : value;
  if (!(action instanceof PDFDict)) return false;
  return action.get(name('S')) === name('GoTo') && !action.has(name('Next'));
}

function cleanDict(pdf: PDFDocument, dict: PDFDict) {
  for (const key of ACTIVE_KEYS) dict.delete(key);
  for (const key of ACTION_KEYS) if (dict.has(key) && !isLocalGoTo(pdf, dict.get(key))) dict.delete(key);
}

/** Drops links that lost their action (and have no destination) and media annotations. */
function cleanAnnotations(pdf: PDFDocument) {
  for (const page of pdf.getPages()) {
    const annots = page.node.Annots();
    if (!annots) continue;
    for (let i = annots.size() - 1; i >= 0; i -= 1) {
      const annot = annots.lookup(i);
      if (!(annot instanceof PDFDict)) continue;
      const subtype = annot.get(name('Subtype'));
      const deadLink = subtype === name('Link') && !annot.has(name('A')) && !annot.has(name('Dest'));
      if (deadLink || MEDIA_ANNOTATIONS.includes(subtype as PDFName)) annots.remove(i);
    }
  }
}

/** Every object reachable from the trailer; the rest is removed so no orphaned script is written back. */
function dropUnreachable(pdf: PDFDocument) {
  const reached = new Set<PDFRef>();
  const pending: PDFObject[] = [pdf.context.trailerInfo.Root, pdf.context.trailerInfo.Info].filter(
    (o): o is PDFObject => Boolean(o),
  );
  while (pending.length) {
    const object = pending.pop()!;
    if (object instanceof PDFRef) {
      if (reached.has(object)) continue;
      reached.add(object);
      const target = pdf.context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof PDFDict) pending.push(...object.values());
    else if (object instanceof PDFArray) pending.push(...object.asArray());
    else if (object instanceof PDFStream) pending.push(object.dict);
  }
  for (const [ref] of pdf.context.enumerateIndirectObjects()) if (!reached.has(ref)) pdf.context.delete(ref);
}

/** Removes active content from a loaded document in place. */
export function removeActiveContent(pdf: PDFDocument) {
  const visit = (object: PDFObject) => {
    if (object instanceof PDFStream) visit(object.dict);
    else if (object instanceof PDFArray) object.asArray().forEach(visit);
    else if (object instanceof PDFDict) {
      cleanDict(pdf, object);
      for (const value of object.values()) if (!(value instanceof PDFRef)) visit(value);
    }
  };
  for (const [, object] of pdf.context.enumerateIndirectObjects()) visit(object);
  cleanAnnotations(pdf);
  dropUnreachable(pdf);
}

/**
 * Parses an uploaded PDF and writes it again without active content, in the calling thread. Throws
 * UnreadablePdfError for files pdf-lib cannot read, including encrypted ones (their content could not
 * be checked). Request handlers use sanitizePdf (sanitize-pdf.ts), which runs this in a worker.
 */
export async function cleanPdf(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    removeActiveContent(pdf);
    return await pdf.save();
  } catch (error) {
    throw new UnreadablePdfError(error instanceof EncryptedPDFError ? 'encrypted PDF' : 'unreadable PDF', {
      cause: error,
    });
  }
}
