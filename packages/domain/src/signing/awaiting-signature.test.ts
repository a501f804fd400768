import { describe, expect, it } from 'vitest';
import { HOME_MESSAGES, nextSignerName } from './awaiting-signature';

const signer = (first: string | null, last: string | null, signed: boolean, email: string | null = null) => ({
  first_name: first,
  last_name: last,
  email,
  approval_timestamp: signed ? '2026-11-27T10:00:00Z' : null,
});

describe('nextSignerName', () => {
  it('is the first signer in order who has not signed, by name, else by e-mail', () => {
    expect(nextSignerName([signer('Erik', 'Hansen', true), signer('Riley', 'Jensen', false)])).toBe('Riley Jensen');
    expect(nextSignerName([signer(null, null, false, 'ops@cornbelt.example.com')])).toBe('ops@cornbelt.example.com');
  });
  it('is null once everyone signed', () => {
    expect(nextSignerName([signer('Erik', 'Hansen', true)])).toBeNull();
  });
});

describe('the signed toast', () => {
  it('names the contract and who signs next, or just the contract when it is complete', () => {
    expect(HOME_MESSAGES.signedToast('26COR1000000014', 'Riley Jensen')).toBe(
      'You signed 26COR1000000014 — waiting on Riley Jensen',
    );
    expect(HOME_MESSAGES.signedToast('26COR1000000014', null)).toBe(
      'You signed 26COR1000000014 — every party has signed',
    );
  });
});
