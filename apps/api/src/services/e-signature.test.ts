import { createHash } from 'node:crypto';
import { PDFDict, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfTextLines } from '../../test/fixtures/pdf-text';
import { createESignature, hashSigningToken, newSigningToken, sealSignedPdf, type SealedSigner } from './e-signature';

async function original(pages: number) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1)
    pdf.addPage([612, 792]).drawText(`Contract page ${n}`, { x: 50, y: 700, size: 12, font });
  return pdf.save();
}

const signer = (n: number, signatureName = `Signer ${n}`): SealedSigner => ({
  name: `Signer ${n}`,
  signatureName,
  role: n === 1 ? 'grower' : 'receiver',
  entityName: 'Cornbelt Renewable Fuels',
  email: `signer${n}@example.com`,
  phone: null,
  deliveryChoice: 'email',
  signedAt: new Date(Date.UTC(2026, 2, 2, 15, n)),
  ip: `192.0.2.${n}`,
});

const contract = {
  newContractId: '26COR1000000042',
  contractType: 'generic',
  contractYear: 2026,
  growerName: 'Hansen Family Farms',
  resellerName: 'Prairie Gold Seed Co.',
  receiverName: 'Cornbelt Renewable Fuels',
};

describe('built-in e-signature provider', () => {
  it('issues 256-bit URL-safe tokens whose hash is stored, valid for 30 days, in the link fragment', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const token = newSigningToken(now);
    expect(token.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token.sha256).toBe(createHash('sha256').update(token.token).digest('hex'));
    expect(hashSigningToken(token.token)).toBe(token.sha256);
    expect(token.expiresAt.toISOString()).toBe('2026-03-31T00:00:00.000Z');
    expect(newSigningToken().token).not.toBe(token.token);
    const provider = createESignature({ publicUrl: 'https://portal.example.com' });
    expect(provider.signingLink(token.token)).toBe(`https://portal.example.com/e-sign#${token.token}`);
    expect(provider.embeddedUrl({ contractId: 'c', contractSignerId: 's', returnPath: '/contracts/return' })).toBe(
      '/e-sign/embedded?contract_id=c&contract_signer_id=s&return_url=%2Fcontracts%2Freturn',
    );
  });

  it('stamps the signatures on the last page and appends the certificate with the original SHA-256', async () => {
    const bytes = await original(2);
    const sealed = await sealSignedPdf({
      original: bytes,
      contract,
      signers: [signer(1), signer(2, 'Łukasz Żółć 名')],
      completedAt: new Date(),
    });
    const pages = await pdfTextLines(sealed);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toEqual(['Contract page 1']);
    expect(pages[1]).toEqual(
      expect.arrayContaining(['Contract page 2', 'Signer 1', 'Łukasz Żółć ?', 'Date: 2026-03-02 15:01:00 UTC']),
    );
    expect(pages[2]).toEqual(
      expect.arrayContaining([
        'Certificate of completion',
        createHash('sha256').update(bytes).digest('hex'),
        '192.0.2.1',
        '192.0.2.2',
      ]),
    );
    // the original travels inside as an attachment
    const names = (await PDFDocument.load(sealed)).catalog.lookup(PDFName.of('Names'), PDFDict);
    expect(names.lookup(PDFName.of('EmbeddedFiles'))).toBeDefined();
  });

  it('gives the stamps a page of their own when more signers sign than the last page has room for', async () => {
    const sealed = await sealSignedPdf({
      original: await original(1),
      contract,
      signers: Array.from({ length: 10 }, (_, i) => signer(i + 1)),
      completedAt: new Date(),
    });
    const pages = await pdfTextLines(sealed);
    expect(pages).toHaveLength(4);
    expect(pages[0]).toEqual(['Contract page 1']);
    expect(pages[1]).toEqual(expect.arrayContaining(['Signatures', 'Signer 1', 'Signer 10']));
  });

  it('lists every signer on the certificate, continuing on further pages under the same header and footer', async () => {
    const signers = Array.from({ length: 12 }, (_, i) => signer(i + 1));
    const sealed = await sealSignedPdf({ original: await original(1), contract, signers, completedAt: new Date() });
    const pages = await pdfTextLines(sealed);
    const certificate = pages.slice(2);
    expect(certificate).toHaveLength(2);
    for (const lines of certificate) {
      expect(lines).toEqual(
        expect.arrayContaining(['Certificate of completion', 'Certificate of completion - 26COR1000000042']),
      );
    }
    expect(certificate[1]).toContain('Signatures (continued)');
    const listed = certificate.flat().filter((line) => /^Signer \d+$/.test(line));
    expect(listed).toEqual(signers.map((s) => s.name));
    const ips = certificate.flat().filter((line) => line.startsWith('192.0.2.'));
    expect(ips).toEqual(signers.map((s) => s.ip));
  });
});
