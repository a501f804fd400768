/**
 * Appends the checksums of new migration files to drizzle/checksums.json. An applied migration never
 * changes, so an entry already in the lock is never rewritten: change the schema with a new migration.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checksum, lockPath, migrationFiles, migrationsDir, readLock } from '../src/db/migration-checksums';

const lock = readLock();
const added = migrationFiles().filter((name) => !(name in lock));
for (const name of added) lock[name] = checksum(join(migrationsDir, name));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `locked ${added.join(', ')}` : 'no new migrations');
