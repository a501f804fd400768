import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checksum, journalTags, lockCommand, migrationFiles, migrationsDir, readLock } from './migration-checksums';

// A migration already applied somewhere is never re-run: editing it leaves those databases behind.
describe('migrations are append-only', () => {
  const lock = readLock();
  const files = migrationFiles();

  it('every locked migration still exists with the content it was locked with', () => {
    for (const [name, sum] of Object.entries(lock)) {
      const path = join(migrationsDir, name);
      expect(existsSync(path), `${name} is locked in drizzle/checksums.json but missing or renamed`).toBe(true);
      expect(
        checksum(path),
        `${name} changed after it was locked: an applied migration must not change; write a new migration instead`,
      ).toBe(sum);
    }
  });

  it('every migration file is in the lock', () => {
    const unlocked = files.filter((name) => !(name in lock));
    expect(unlocked, `new migrations not in drizzle/checksums.json: run \`${lockCommand}\` and commit it`).toEqual([]);
  });

  it('the journal lists the migration files, in order', () => {
    expect(journalTags().map((tag) => `${tag}.sql`)).toEqual(files);
  });
});
