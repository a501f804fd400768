import { describe, expect, it } from 'vitest';
import { formatHistoryValue, historyActionLabel, historyFieldLabel } from './labels';

describe('history labels', () => {
  it("names a ticket's and a company's fields as their forms do", () => {
    expect(historyFieldLabel('scale_ticket', 'net_quantity')).toBe('Net quantity');
    expect(historyFieldLabel('scale_ticket', 'bill_of_landing_number')).toBe('BOL');
    expect(historyFieldLabel('company', 'address1')).toBe('Address');
    expect(historyFieldLabel('company', 'sap_id')).toBe('SAP ID');
    expect(historyFieldLabel('production_plan', 'total_units')).toBe('Total Bushels');
    expect(historyFieldLabel('user', 'first')).toBe('First name');
  });

  it('falls back to the key, spaced, for a field without a label', () => {
    expect(historyFieldLabel('scale_ticket', 'some_new_field')).toBe('Some new field');
    expect(historyFieldLabel('unknown', 'x')).toBe('X');
  });

  it('names actions in words', () => {
    expect(historyActionLabel('update')).toBe('Updated');
    expect(historyActionLabel('send-for-signing')).toBe('Sent for signing');
    expect(historyActionLabel('invite-admin')).toBe('Invited as administrator');
    expect(historyActionLabel('some-new-action')).toBe('Some new action');
    expect(historyActionLabel('set-password', 'user')).toBe('Invitation accepted');
  });
  it("reads an assignment's entries as the user page does: invited, removed, with role and company", () => {
    expect(historyActionLabel('invite', 'assignment')).toBe('Invited');
    expect(historyActionLabel('delete', 'assignment')).toBe('Removed');
    expect(historyActionLabel('delete', 'scale_ticket')).toBe('Deleted');
    expect(historyFieldLabel('assignment', 'role')).toBe('Role');
    expect(historyFieldLabel('assignment', 'company')).toBe('Company');
  });

  it("shows a phone field's stored digits as the forms do; other digits and a malformed phone stay as they are", () => {
    expect(formatHistoryValue('16055550199', 'phone')).toBe('(605) 555-0199');
    expect(formatHistoryValue('4025550104', 'grower_phone')).toBe('(402) 555-0104');
    expect(formatHistoryValue('16055550199', 'North 40:phone')).toBe('(605) 555-0199');
    expect(formatHistoryValue('16055550199', 'sap_id')).toBe('16055550199');
    expect(formatHistoryValue('555', 'phone')).toBe('555');
  });

  it('formats values: empty, yes/no, numbers, lists, dates', () => {
    expect(formatHistoryValue(null)).toBe('—');
    expect(formatHistoryValue('')).toBe('—');
    expect(formatHistoryValue(true)).toBe('Yes');
    expect(formatHistoryValue(12500.5)).toBe('12,500.5');
    expect(formatHistoryValue(['en', 'fr'])).toBe('en, fr');
    expect(formatHistoryValue('2026-03-05')).toBe('03/05/2026');
    expect(formatHistoryValue('Main St')).toBe('Main St');
    expect(formatHistoryValue({ a: 1 })).toBe('{"a":1}');
  });
});
