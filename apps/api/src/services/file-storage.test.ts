import { mkdtempSync, rmSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { isNotNull } from 'drizzle-orm';
import { createTestPortal } from '../../test/portal';
import { contracts, contractTemplates } from '../db/schema';
import { createFileStorage, namedFileKeys, type FileStorage } from './file-storage';

const dataDir = mkdtempSync(join(tmpdir(), 'files-test-'));
let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.each(['local', 'database'] as const)('%s file storage', (fileStorage) => {
  let files: FileStorage;
  beforeAll(() => {
    files = createFileStorage({ dataDir, fileStorage }, database.db);
  });

  it('puts, gets and deletes a file with its content type under server-made keys', async () => {
    const key = files.newKey('templates', 'pdf');
    expect(key).toMatch(/^templates\/[0-9a-f-]{36}\.pdf$/);
    await files.put(key, Buffer.from('%PDF-1.7 hello'), 'application/pdf');
    const stored = await files.get(key);
    expect(stored?.contentType).toBe('application/pdf');
    expect(Buffer.isBuffer(stored?.bytes)).toBe(true);
    expect(stored?.bytes.toString()).toBe('%PDF-1.7 hello');
    await files.delete(key);
    expect(await files.get(key)).toBeNull();
    await files.delete(key); // deleting twice is fine
  });

  it('answers null for a key that was never stored', async () => {
    expect(await files.get(files.newKey('templates', 'pdf'))).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../secret.pdf', 'templates/../../x.pdf', '/etc/passwd', 'Templates/A.PDF', 'templates/a'])
      await expect(files.put(key, Buffer.from('x'), 'application/pdf'), key).rejects.toThrow('Invalid file key');
  });
});

describe('database file storage in a transaction', () => {
  it('writes through the transaction and rolls back with it', async () => {
    const files = createFileStorage({ dataDir, fileStorage: 'database' }, database.db);
    const key = files.newKey('contracts', 'pdf');
    await expect(
      database.db.transaction(async (tx) => {
        await files.put(key, Buffer.from('%PDF'), 'application/pdf', tx);
        expect((await files.get(key, tx))?.bytes.toString()).toBe('%PDF');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await files.get(key)).toBeNull();
  });
});

describe('the sweep of files no record names', () => {
  it('removes, in the local folder, the files written before the start that no record names, and keeps the rest', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sweep-test-'));
    const files = createFileStorage({ dataDir: folder, fileStorage: 'local' }, database.db);
    const [named, orphan, fresh] = ['contracts', 'templates', 'signed-contracts'].map((folder) =>
      files.newKey(folder, 'pdf'),
    );
    for (const key of [named, orphan]) await files.put(key!, Buffer.from('%PDF-1.7'), 'application/pdf');
    const start = new Date(Date.now() + 1_000);
    await files.put(fresh!, Buffer.from('%PDF-1.7'), 'application/pdf');
    await utimes(join(folder, 'files', fresh!), start, new Date(start.getTime() + 1_000));

    expect(await files.sweep(async () => new Set([named!]), start)).toBe(1);
    expect(await files.get(named!)).not.toBeNull();
    expect(await files.get(orphan!)).toBeNull();
    expect(await files.get(fresh!)).not.toBeNull();
    expect(await files.sweep(async () => new Set([named!]), start)).toBe(0);
  });

  it("names the keys of the contracts' documents and the master agreements, and the database provider has nothing to sweep", async () => {
    const portal = await createTestPortal();
    try {
      const { db } = portal.app.deps;
      const [contract] = await db.select().from(contracts).where(isNotNull(contracts.contractDocKey)).limit(1);
      const [template] = await db.select().from(contractTemplates).limit(1);
      const named = await namedFileKeys(db);
      expect(named.has(contract!.contractDocKey!)).toBe(true);
      expect(named.has(template!.fileKey)).toBe(true);
    } finally {
      await portal.close();
    }
    const files = createFileStorage({ dataDir, fileStorage: 'database' }, database.db);
    expect(await files.sweep(async () => new Set(), new Date())).toBe(0);
  });
});
