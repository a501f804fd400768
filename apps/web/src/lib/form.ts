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

/**
 * The form field a detail's path names: the path itself, or the input holding it when the form
 * keeps a list as one text (`domains.0` → `domains`); null when the form has no such field.
 */
function fieldOf(values: unknown, path: string): string | null {
  let at: unknown = values;
  const taken: string[] = [];
  for (const key of path.split('.')) {
    if (typeof at !== 'object' || at === null) break;
    if (!(key in at)) return null;
    at = (at as Record<string, unknown>)[key];
    taken.push(key);
  }
  return taken.length ? taken.join('.') : null;
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
  const errors: Record<string, string> = {};
  for (const detail of details) {
    const field = isFieldDetail(detail) ? fieldOf(values, detail.field) : null;
    if (!field) return null;
    errors[field] ??= detail.message;
  }
  return errors;
}
