/**
 * How every code shown to users reads: the spec's display texts where it gives them (contract statuses,
 * spec 2 §2), a name in words everywhere else (contract types, company types, role types, languages).
 */
import { COMPANY_TYPE_LABELS } from '../companies/company.schema';
import { END_PRODUCT_LABELS } from '../production-plans/delivery-rows';

const STATUS_LABELS: Record<string, string> = {
  pending: 'pending',
  pendinggrowersigned: 'pending grower signed',
  amendment_pending: 'amendment pending',
  amendmentpendinggrowersigned: 'amd pend grower signed',
  completed: 'completed',
  amendment_completed: 'amendment completed',
  voided: 'voided',
  denied: 'Denied',
};

/** A contract state as the dashboard shows it (spec 2 §2): "pending grower signed", "amd pend grower signed". */
export function statusLabel(state: string): string {
  return STATUS_LABELS[state] ?? state;
}

const CONTRACT_TYPE_LABELS: Record<string, string> = {
  enogen: 'Enogen',
  'non-enogen': 'Non-Enogen',
  fuel: 'Fuel',
  'fed-on-farm': 'Fed on farm',
  generic: 'Generic',
  'commercial-feed': 'Commercial feed',
};

/** How a contract type name reads on screen (fuel → Fuel, commercial-feed → Commercial feed). */
export function contractTypeLabel(name: string | null | undefined): string {
  if (!name) return '';
  return CONTRACT_TYPE_LABELS[name] ?? name;
}

/** grain-receiver → Grain Receiver, as the company form names it. */
export function companyTypeLabel(type: string | null | undefined): string {
  if (!type) return '';
  return (COMPANY_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

const ROLE_TYPE_LABELS: Record<string, string> = { admin: 'Admin', internal: 'Internal', external: 'External' };

/** A role's type in words: internal → Internal. */
export function roleTypeLabel(type: string | null | undefined): string {
  if (!type) return '';
  return ROLE_TYPE_LABELS[type] ?? type;
}

/** A role's name in words when no display name is at hand: grain-ops-manager → Grain ops manager. */
export function roleNameLabel(name: string | null | undefined): string {
  if (!name) return '';
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const LANGUAGE_LABELS: Record<string, string> = { en: 'English', fr: 'French' };

/** A language code in words: en → English. */
export function languageLabel(code: string | null | undefined): string {
  if (!code) return '';
  return LANGUAGE_LABELS[code] ?? code;
}

/** A delivery type in words: high-moisture → High moisture corn. */
export function deliveryTypeLabel(type: string | null | undefined): string {
  if (!type) return '';
  return (END_PRODUCT_LABELS as Record<string, string>)[type] ?? type;
}

/** A harvest's unit as the Harvest section offers it: bushels → Bushels. */
export const HARVEST_UNIT_LABELS: Record<string, string> = { bushels: 'Bushels', tons: 'Tons' };
export function harvestUnitLabel(unit: string | null | undefined): string {
  if (!unit) return '';
  return HARVEST_UNIT_LABELS[unit] ?? unit;
}
