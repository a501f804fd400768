/** Company types whose company page shows scale tickets (spec 3, §2). */
export const SCALE_TICKET_COMPANY_TYPES = ['grain-receiver', '3PO'] as const;

export function showsScaleTickets(companyType: string | null | undefined): boolean {
  return (SCALE_TICKET_COMPANY_TYPES as readonly (string | null | undefined)[]).includes(companyType);
}

/** RVA is stored 1 = pass, 0 = fail (spec 3, §3). */
export const rvaLabel = (value: number) => (value === 1 ? 'Pass' : 'Fail');
