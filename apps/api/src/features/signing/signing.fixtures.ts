import { randomInt } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { buildCompany, buildContract } from '../../../test/factories';
import type { TestApp } from '../../../test/portal';
import { assignments, companies, growers, outbox, roles, users } from '../../db/schema';

/**
 * Test data of the signing tests: a contract row with its PDF in file storage, inserted
 * directly so the signing tests stand on their own (the create API has its own tests).
 */
export async function companyId(app: TestApp, name: string): Promise<string> {
  const [row] = await app.deps.db
    .select({ id: companies.companyId })
    .from(companies)
    .where(eq(companies.companyName, name));
  if (!row) throw new Error(`No company ${name}`);
  return row.id;
}

export async function contractPdf(title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const page of [1, 2]) {
    pdf.addPage([612, 792]).drawText(`${title} - page ${page}`, { x: 56, y: 720, size: 14, font });
  }
  return pdf.save();
}

export type ContractOptions = {
  type?: string;
  state?: string;
  receiver?: string;
  reseller?: string;
  grower?: string;
  operator?: string;
  withPdf?: boolean;
  parentVoidedContractId?: string;
};

/** A contract of the demo programme (Cornbelt, Prairie Gold, Hansen by default) with a stored PDF. */
export async function insertContract(app: TestApp, options: ContractOptions = {}) {
  const { db } = app.deps;
  const [grower] = await db
    .select({ id: growers.growerId })
    .from(growers)
    .where(eq(growers.growerName, options.grower ?? 'Hansen Family Farms'));
  const newContractId = `26COR1${String(randomInt(1e9)).padStart(9, '0')}`;
  let contractDocKey: string | null = null;
  let pdf: Uint8Array | null = null;
  if (options.withPdf !== false) {
    const { files } = app.deps;
    contractDocKey = files.newKey('contracts', 'pdf');
    pdf = await contractPdf(`Contract ${newContractId}`);
    await files.put(contractDocKey, pdf, 'application/pdf');
  }
  const row = await buildContract(db, {
    newContractId,
    externalReferenceId: await companyId(app, options.reseller ?? 'Prairie Gold Seed Co.'),
    grainReceiverId: await companyId(app, options.receiver ?? 'Cornbelt Renewable Fuels'),
    thirdPartyOperatorId: options.operator ? await companyId(app, options.operator) : null,
    growerId: grower!.id,
    contractYear: 2026,
    contractType: options.type ?? 'generic',
    contractState: options.state ?? 'pending',
    contractDocKey,
    parentVoidedContractId: options.parentVoidedContractId ?? null,
    contractDetails: { display_details: { contract_type: options.type ?? 'generic' } },
  });
  return { contractId: row.contractId, newContractId, pdf };
}

/** A company of its own for a test, so the demo seed's people do not change what it sees. */
export async function insertCompany(
  app: TestApp,
  companyName: string,
  companyType: 'grain-receiver' | 'reseller' | '3PO',
) {
  return (await buildCompany(app.deps.db, { companyName, companyType })).companyId;
}

/** Gives a user a role at a company (e.g. a grain-ops-manager for fuel contracts). */
export async function assign(app: TestApp, email: string, company: string, roleName: string) {
  const { db } = app.deps;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [role] = await db.select({ id: roles.roleId }).from(roles).where(eq(roles.roleName, roleName));
  await db.insert(assignments).values({ userId: user!.id, companyId: await companyId(app, company), roleId: role!.id });
}

export async function setUserPhone(app: TestApp, email: string, phone: string | null) {
  await app.deps.db.update(users).set({ phone }).where(eq(users.email, email));
}

/** The outbox rows of one contract's messages, oldest first. */
export async function messagesAbout(app: TestApp, newContractId: string) {
  return app.deps.db
    .select()
    .from(outbox)
    .where(and(like(outbox.subject, `%${newContractId}%`)))
    .orderBy(asc(outbox.created));
}

/** The token of a signing link (/e-sign#token). */
export function tokenOf(link: string | null): string {
  const match = /\/e-sign#([A-Za-z0-9_-]{43})$/.exec(link ?? '');
  if (!match) throw new Error(`Not a signing link: ${link}`);
  return match[1]!;
}
