/** Phone rules shared by every form: 10 US digits, separators - . space and parentheses allowed. */
export const PHONE_PATTERN = /^\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

export const PHONE_MESSAGE = 'Please provide a valid phone number ex. 919-999-9999, limited to 10 digits.';

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Phones are sent as digits; ten-digit phones get the prefix 1. */
export function phoneForSending(value: string): string {
  const digits = digitsOnly(value);
  return digits.length === 10 ? `1${digits}` : digits;
}

/** (xxx) xxx-xxxx for ten digits (a longer number drops its leading digit), else N/A. */
export function formatPhone(value: string | null | undefined): string {
  if (value == null || value === 'null') return 'N/A';
  let digits = digitsOnly(value);
  if (digits.length > 10) digits = digits.slice(digits.length - 10);
  if (digits.length !== 10) return 'N/A';
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Missing or 'null' values display as N/A. */
export function orNA(value: string | number | null | undefined): string {
  if (value == null || value === 'null' || value === '') return 'N/A';
  return String(value);
}

/** Last ten digits, so 19195550100, (919) 555-0100 and 919.555.0100 compare equal. */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = digitsOnly(phone ?? '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/** Two phones are the same number (last ten digits). */
export function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = phoneKey(a);
  return left !== null && left === phoneKey(b);
}
