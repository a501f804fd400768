/**
 * Optimistic concurrency for the editable records: a read carries the record's version (HTTP `ETag`,
 * and `version` in the JSON of records read inside lists), a write sends it back (`If-Match`). A write
 * without one answers 428, a stale one 412 with the text below.
 */

/** The header value of a version: a strong entity tag. */
export const versionTag = (version: string): string => `"${version}"`;

/** The version an `If-Match` or `ETag` header names, or undefined when it names none (`*` names none). */
export function versionOfTag(header: string | null | undefined): string | undefined {
  const match = /^\s*(?:W\/)?"([^"]+)"\s*$/.exec(header ?? '');
  return match?.[1];
}

/** Who last changed a record and when (from the audit log); both may be unknown. */
export type RecordChange = { changedBy: string | null; changedAt: string | null };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 27, 2026 at 3:04 PM UTC": the server has no user's time zone, so it names UTC. */
export function changeTime(at: Date): string {
  const hours = at.getUTCHours();
  const minutes = String(at.getUTCMinutes()).padStart(2, '0');
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()}, ${at.getUTCFullYear()} at ${clock} UTC`;
}

export const RECORD_VERSION_MESSAGES = {
  /** 428: the write named no version. */
  versionRequired:
    'This change does not say which version of the record it was made on. Reload the page and try again.',
  /** 412: someone saved the record since it was read. */
  changed: ({ changedBy, changedAt }: RecordChange): string => {
    const who = changedBy || 'Someone else';
    const when = changedAt ? ` on ${changeTime(new Date(changedAt))}` : '';
    return `${who} changed this record${when}. Reload it to see their changes, then apply yours again.`;
  },
} as const;
