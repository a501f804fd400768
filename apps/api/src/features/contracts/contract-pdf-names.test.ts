import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fields, growers, storageLocations } from '../../db/schema';
import { DEMO, injectAs, json } from '../../../test/portal';
import { type Created, create, db, grower, hansenPayload, portal, setUpContractsPortal } from './contracts.fixtures';

/** A contract PDF prints the names of its parties, fields and storage as entered, in any script. */
setUpContractsPortal();

const NAMES = {
  grower: 'Zoë Ångström',
  field: 'Łukasz Żółć',
  storage: 'Nguyễn Văn An, Дмитрий',
};

/** What one of poppler's tools says of a PDF: pdftotext its text (what a reader copies out), pdffonts its fonts. */
function poppler(tool: 'pdftotext' | 'pdffonts', bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'contract-pdf-'));
  try {
    const file = join(dir, 'contract.pdf');
    writeFileSync(file, bytes);
    const args = tool === 'pdftotext' ? ['-enc', 'UTF-8', file, '-'] : [file];
    return execFileSync(tool, args, { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('contract PDF text', () => {
  it('reliability 4: prints non-Latin names as entered, in an embedded font, with no "?"', async () => {
    const payload = await hansenPayload();
    const field = payload.fields![0]!;
    const storage = payload.storage![0]!;
    await db().update(growers).set({ growerName: NAMES.grower }).where(eq(growers.growerId, grower.hansen));
    await db().update(fields).set({ fieldName: NAMES.field }).where(eq(fields.fieldId, field.field_id!));
    await db()
      .update(storageLocations)
      .set({ storageName: NAMES.storage })
      .where(eq(storageLocations.storageLocationId, storage.storage_location_id!));
    const response = await create(DEMO.receiver, {
      ...payload,
      fields: [{ ...field, field_name: NAMES.field }],
      storage: [{ ...storage, storage_name: NAMES.storage }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const pdf = await injectAs(portal.app, DEMO.receiver, {
      method: 'GET',
      url: json<Created>(response).contract_doc_link,
    });
    expect(pdf.statusCode).toBe(200);

    const text = poppler('pdftotext', pdf.rawPayload);
    expect(text).toContain(NAMES.grower);
    expect(text).toContain(NAMES.field);
    expect(text).toContain(NAMES.storage);
    expect(text).not.toMatch(/\?{2,}/);
    // Subsets: the two fonts' files are 1.4 MB whole.
    expect(pdf.rawPayload.byteLength).toBeLessThan(400_000);
    // In fonts the file carries (subsets of DejaVu Sans, with a Unicode map), as poppler's pdffonts lists them.
    const fonts = poppler('pdffonts', pdf.rawPayload)
      .split('\n')
      .filter((line) => line.includes('DejaVuSans'));
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/^DejaVuSans\S*\s+CID TrueType\s+Identity-H\s+yes\s+\S+\s+yes\s/);
  });
});
