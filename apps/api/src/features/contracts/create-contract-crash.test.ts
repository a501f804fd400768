import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contracts, storedFiles } from '../../db/schema';
import { DEMO } from '../../../test/portal';
import { create, db, hansenPayload, portal, setUpContractsPortal } from './contracts.fixtures';

/**
 * A contract creation that dies after its PDF was generated (a kill -9, a lost connection) leaves
 * neither the contract nor its PDF. A crash never reaches a clean-up, so the test turns the storage's
 * delete into a no-op and fails the creation inside its transaction with a trigger of this file's database.
 */
setUpContractsPortal();

beforeAll(async () => {
  await db().execute(
    sql.raw(`create function test_committed_units_fault() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from contracts where contract_id = new.contract_id and contract_end = '2026-12-30') then
          raise exception 'test fault after the contract row';
        end if;
        return new;
      end $$`),
  );
  await db().execute(
    sql`create trigger test_committed_units_fault before insert on committed_units for each row execute function test_committed_units_fault()`,
  );
});

const storedFileCount = () => db().$count(storedFiles);

describe('POST /api/grower-contracts/v1 after a crash mid-creation', () => {
  it('reliability 1: leaves no contract PDF in stored_files when the contract is not stored', async () => {
    const files = portal.app.deps.files;
    const realDelete = files.delete;
    files.delete = async () => undefined;
    try {
      const filesBefore = await storedFileCount();
      const contractsBefore = await db().$count(contracts);
      const response = await create(DEMO.receiver, await hansenPayload({ contract_end: '2026-12-30' }));
      expect(response.statusCode).toBe(500);
      expect(await db().$count(contracts)).toBe(contractsBefore);
      expect(await storedFileCount()).toBe(filesBefore);
    } finally {
      files.delete = realDelete;
    }
  });

  it('a creation that succeeds stores its PDF under the key the contract names', async () => {
    const response = await create(DEMO.receiver, await hansenPayload());
    expect(response.statusCode).toBe(201);
    const { contract_id } = response.json<{ contract_id: string }>();
    const [row] = await db()
      .select({ key: contracts.contractDocKey })
      .from(contracts)
      .where(eq(contracts.contractId, contract_id));
    expect(await db().$count(storedFiles, eq(storedFiles.key, row!.key!))).toBe(1);
  });
});
