import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The SQL migrations drizzle's migrate() applies, and the lock of their checksums. */
export const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), '../../drizzle');
export const lockPath = join(migrationsDir, 'checksums.json');
export const lockCommand = 'npm run migrations:lock -w @portal/api';

/** Migration file names (NNNN_name.sql) in the order they are applied. */
export function migrationFiles(dir = migrationsDir): string[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_.+\.sql$/.test(name))
    .sort();
}

/** sha256 of the file's bytes: any edit, whitespace included, changes it. */
export function checksum(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

export function readLock(path = lockPath): Record<string, string> {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : {};
}

/** The journal's migration tags (file names without .sql), in its order. */
export function journalTags(dir = migrationsDir): string[] {
  const journal = JSON.parse(readFileSync(join(dir, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}
