import { describe, expect, it } from 'vitest';
import { changeTime, RECORD_VERSION_MESSAGES, versionOfTag, versionTag } from './record-version';

describe('record versions', () => {
  it('reads back the tag it writes, weak or strong, and nothing else', () => {
    expect(versionOfTag(versionTag('123'))).toBe('123');
    expect(versionOfTag('W/"9"')).toBe('9');
    expect(versionOfTag('*')).toBeUndefined();
    expect(versionOfTag('12')).toBeUndefined();
    expect(versionOfTag(undefined)).toBeUndefined();
  });

  it('names who changed the record and when, in UTC', () => {
    expect(changeTime(new Date('2026-11-27T15:04:00Z'))).toBe('Nov 27, 2026 at 3:04 PM UTC');
    expect(changeTime(new Date('2026-01-02T00:30:00Z'))).toBe('Jan 2, 2026 at 12:30 AM UTC');
    expect(RECORD_VERSION_MESSAGES.changed({ changedBy: 'Jane Smith', changedAt: '2026-11-27T15:04:00.000Z' })).toBe(
      'Jane Smith changed this record on Nov 27, 2026 at 3:04 PM UTC. Reload it to see their changes, then apply yours again.',
    );
    expect(RECORD_VERSION_MESSAGES.changed({ changedBy: null, changedAt: null })).toBe(
      'Someone else changed this record. Reload it to see their changes, then apply yours again.',
    );
  });
});
