import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedFonts } from '../../../services/pdf/fonts';
import { fillTemplateFields } from './writer';

describe("a master agreement's form fields", () => {
  it('reliability 4: are filled with names in any script, flattened into the page text', async () => {
    const template = await PDFDocument.create();
    const page = template.addPage([612, 792]);
    template.getForm().createTextField('grower_name').addToPage(page, { x: 50, y: 700, width: 400, height: 24 });
    const pdf = await PDFDocument.load(await template.save());
    fillTemplateFields(pdf, await embedFonts(pdf, ['regular', 'bold']), { grower_name: 'Nguyễn Văn An, Дмитрий' });
    const dir = mkdtempSync(join(tmpdir(), 'template-fields-'));
    try {
      writeFileSync(join(dir, 'filled.pdf'), await pdf.save());
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'filled.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain('Nguyễn Văn An, Дмитрий');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
