import { schemaResolver, type FormErrors } from '@mantine/form';
import { ApiError } from './api';

/**
 * A form's validation: the domain's schema (or a `.pick` of it), checked as the user submits, each
 * issue on its field. The one way a form validates.
 */
export const formResolver = (schema: Parameters<typeof schemaResolver>[0]): ((values: unknown) => FormErrors) =>
  schemaResolver(schema, { sync: true });

const isFieldDetail = (detail: unknown): detail is { field: string; message: string } =>
  typeof detail === 'object' &&
  detail !== null &&
  typeof (detail as { field?: unknown }).field === 'string' &&
  typeof (detail as { message?: unknown }).message === 'string';

/** Whether a form's values hold a field path (`email`, `signers.0.phone`). */
function hasField(values: unknown, path: string): boolean {
  let at: unknown = values;
  for (const key of path.split('.')) {
    if (typeof at !== 'object' || at === null || !(key in at)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * A refused save's field errors (the API's `details: [{ field, message }]`, e.g. a 400's or a
 * duplicate's 409) as the form's errors, when every field named is one the form has; otherwise
 * null, and the failure is shown above the form instead.
 */
export function formFieldErrors(error: unknown, values: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status === 412) return null;
  const details = error.body.details;
  if (!Array.isArray(details) || !details.length) return null;
  if (!details.every((d) => isFieldDetail(d) && hasField(values, d.field))) return null;
  const errors: Record<string, string> = {};
  for (const { field, message } of details as { field: string; message: string }[]) errors[field] ??= message;
  return errors;
}
