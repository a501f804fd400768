import { versionTag } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { versionOf, type VersionedRecord } from '../src/services/record-version';
import { injectAs, type Request, type TestApp } from './portal';

/**
 * The If-Match header a client that just read the record would send (none for a record that does not
 * exist), for tests whose subject is not the version check.
 */
export async function ifMatch(app: TestApp, record: VersionedRecord, id: string | undefined) {
  if (!id) return {};
  const [row] = await app.deps.db
    .select({ version: versionOf(record.table) })
    .from(record.table)
    .where(eq(record.id, id));
  return row ? { 'if-match': versionTag(row.version) } : {};
}

/**
 * injectAs with the If-Match of the record its payload names under `key`, read just before: for tests
 * whose subject is not the version check.
 */
export function injectAsReader(record: VersionedRecord, key: string) {
  return async (app: TestApp, email: string | null, request: Omit<Request, 'cookie'>) => {
    const id = (request.payload as Record<string, unknown> | undefined)?.[key];
    const headers = await ifMatch(app, record, typeof id === 'string' ? id : undefined);
    return injectAs(app, email, { ...request, headers: { ...headers, ...request.headers } });
  };
}
