import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../formatting/dates';
import { historyActionLabel } from '../history/labels';
import { auditChangeLines, entityLabel } from './audit-log-labels';
import { AUDIT_LOG_MESSAGES, auditLogFilterSchema, auditLogQuerySchema } from './audit-log.schema';

describe('auditLogQuerySchema', () => {
  it('pages newest first by default, 50 rows, at most 100', () => {
    expect(auditLogQuerySchema.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(auditLogQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(auditLogQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
  });
  it('takes the user, company, record type and an instant range', () => {
    const filter = {
      user_id: 'u-1',
      company_id: '00000000-0000-4000-8000-000000000001',
      entity: 'scale_ticket',
      from: '2026-11-01T05:00:00.000Z',
      to: '2026-11-02T05:00:00.000Z',
    };
    expect(auditLogQuerySchema.parse({ ...filter, limit: '20' })).toEqual({ ...filter, limit: 20, offset: 0 });
  });
  it('refuses a bad company id, record type or date, and a range that ends before it starts', () => {
    expect(auditLogFilterSchema.safeParse({ company_id: 'acme' }).success).toBe(false);
    expect(auditLogFilterSchema.safeParse({ entity: "x' or 1=1" }).success).toBe(false);
    expect(auditLogFilterSchema.safeParse({ from: 'yesterday' }).success).toBe(false);
    const reversed = auditLogFilterSchema.safeParse({ from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' });
    expect(reversed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['to', AUDIT_LOG_MESSAGES.toBeforeFrom],
    ]);
  });
});

describe('audit log labels', () => {
  it('names record types readably, and unknown ones from their name', () => {
    expect(entityLabel('contract_template')).toBe('Master agreement');
    expect(entityLabel('new_thing')).toBe('New thing');
  });
  it('shows field changes as "Label: old → new" in the labels and formats of the History panels', () => {
    const ticket = (changes: { field: string; from: unknown; to: unknown }[]) => ({
      entity: 'scale_ticket',
      changes,
      details: { changes },
    });
    expect(
      auditChangeLines(
        ticket([
          { field: 'net_quantity', from: 1000, to: 1250.5 },
          { field: 'notes', from: null, to: 'Wet load' },
          { field: 'scale_ticket_date', from: '2026-03-05', to: '2026-03-06' },
          { field: 'bill_of_landing_number', from: '', to: 'B-1' },
        ]),
      ),
    ).toEqual([
      'Net quantity: 1,000 → 1,250.5',
      'Notes: — → Wet load',
      'Date: 03/05/2026 → 03/06/2026',
      'BOL: — → B-1',
    ]);
    const at = '2026-11-02T15:04:00.000Z';
    expect(
      auditChangeLines({ entity: 'company', changes: [{ field: 'sap_id', from: at, to: true }], details: null }),
    ).toEqual([`SAP ID: ${formatDateTime(at)} → Yes`]);
  });
  it('else a short summary of the details, labelled and formatted the same way', () => {
    expect(
      auditChangeLines({
        entity: 'contract_template',
        changes: [],
        details: { languages: ['en'], file_replaced: true },
      }),
    ).toEqual(['Languages: en; File replaced: Yes']);
    expect(auditChangeLines({ entity: 'company', changes: [], details: null })).toEqual([]);
    const long = auditChangeLines({ entity: 'x', changes: [], details: { note: 'x'.repeat(400) } });
    expect(long[0]!.length).toBeLessThanOrEqual(160);
  });
  it('names actions in words', () => {
    expect(historyActionLabel('create')).toBe('Created');
    expect(historyActionLabel('resend-signing')).toBe('Signing link resent');
  });
});
