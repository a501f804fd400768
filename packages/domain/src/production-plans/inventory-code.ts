/** The production plan inventory code (spec 3, §5): 6 characters starting with the two-digit contract year. */
export const PLAN_INVENTORY_CODE_LENGTH = 6;
export const PLAN_INVENTORY_CODE_PATTERN = /^[A-Z0-9]{6}$/;
/** The provider company (company type syngenta) always uses SYN1 after the year digits. */
export const PROVIDER_INVENTORY_SUFFIX = 'SYN1';

/** Company types that plan production: the provider, grain receivers and 3PO companies. */
export const PLAN_COMPANY_TYPES = ['syngenta', 'grain-receiver', '3PO'] as const;

export function canHaveProductionPlans(companyType: string | null | undefined): boolean {
  return (PLAN_COMPANY_TYPES as readonly (string | null | undefined)[]).includes(companyType);
}

/** 2026 → '26'. */
export function contractYearDigits(contractYear: number): string {
  return String(contractYear % 100).padStart(2, '0');
}

/**
 * The read-only code the form shows and the server expects: the year digits followed by SYN1 for
 * the provider, otherwise by the company's 4-character inventory code; null when the company has
 * no code to build it from.
 */
export function planInventoryCode(
  contractYear: number | null | undefined,
  company: { company_type: string; inventory_code: string | null | undefined },
): string | null {
  if (!contractYear) return null;
  const suffix = company.company_type === 'syngenta' ? PROVIDER_INVENTORY_SUFFIX : company.inventory_code?.trim();
  if (!suffix) return null;
  return `${contractYearDigits(contractYear)}${suffix}`;
}

/** Capitals and digits, exactly 6, starting with the contract year's two digits. */
export function isValidPlanInventoryCode(code: string, contractYear?: number | null): boolean {
  if (!PLAN_INVENTORY_CODE_PATTERN.test(code)) return false;
  return !contractYear || code.startsWith(contractYearDigits(contractYear));
}
