import { describe, expect, it } from 'vitest';
import { contractStatus, isCompleted } from './state-machine';

describe('contract status', () => {
  it('shows Denied while a decline stands on a contract being signed', () => {
    expect(contractStatus('pending', true)).toBe('denied');
    expect(contractStatus('amendmentpendinggrowersigned', true)).toBe('denied');
    expect(contractStatus('pending', false)).toBe('pending');
  });

  it('a voided or completed contract shows its state whatever a signer did', () => {
    expect(contractStatus('voided', true)).toBe('voided');
    expect(contractStatus('completed', true)).toBe('completed');
  });

  it('an amendment signed by every party is completed (it has a signed PDF)', () => {
    expect(isCompleted('completed')).toBe(true);
    expect(isCompleted('amendment_completed')).toBe(true);
    expect(isCompleted('amendment_pending')).toBe(false);
    expect(isCompleted('voided')).toBe(false);
  });
});
