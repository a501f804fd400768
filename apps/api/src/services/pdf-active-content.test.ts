import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { activeContentOf, activePdf } from '../../test/fixtures/plan.fixtures';
import { cleanPdf, removeActiveContent, UnreadablePdfError } from './pdf-active-content';

describe('PDF active content', () => {
  it('L-9: removes scripts, actions, embedded files, XFA and outside links, and keeps pages, form fields and internal links', async () => {
    const original = await PDFDocument.load(Buffer.from(await activePdf(), 'base64'));
    const page = original.getPage(0);
    const ctx = original.context;
    const goTo = ctx.obj({ S: 'GoTo', D: [page.ref, 'Fit'] });
    page.node.addAnnot(ctx.register(ctx.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 10, 10], A: goTo })));

    const cleaned = await PDFDocument.load(await cleanPdf(await original.save({ updateFieldAppearances: false })));
    expect(await activeContentOf(await cleaned.save({ updateFieldAppearances: false }))).toEqual([]);
    expect(cleaned.getPageCount()).toBe(1);
    const annots = cleaned
      .getPage(0)
      .node.Annots()!
      .asArray()
      .map((ref) => cleaned.context.lookup(ref, PDFDict));
    expect(annots.map((a) => String(a.get(PDFName.of('Subtype'))))).toEqual(['/Widget', '/Link']);
    cleaned.getForm().getTextField('contract_id').setText('27COR1000000001');
  });

  it('L-9: cleans a template loaded for a contract PDF in place', async () => {
    const pdf = await PDFDocument.load(Buffer.from(await activePdf(), 'base64'));
    removeActiveContent(pdf);
    expect(await activeContentOf(await pdf.save({ updateFieldAppearances: false }))).toEqual([]);
  });

  it('refuses files pdf-lib cannot read', async () => {
    await expect(cleanPdf(Buffer.from('%PDF-1.7\nnot really'))).rejects.toBeInstanceOf(UnreadablePdfError);
  });
});
