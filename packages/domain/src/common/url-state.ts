import { z } from 'zod';

/**
 * A list page's state in its URL (filters, search, sort, page), so that Back and a shared link show
 * the list as it was. Each page declares a zod object of the fields below: every field reads a query
 * parameter's text and falls back to its default when the parameter is missing or not valid (a URL is
 * typed by people, it never fails). A field at its default is left out of the URL.
 */
export type UrlStateSchema = z.ZodObject;
export type UrlValue = string | number | boolean | undefined | readonly string[];

/** The sort direction of a list (the Reports page's `order` too). */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Typed text (a search box): trimmed, at most `max` characters; default empty. */
export const urlText = (max = 200) =>
  z
    .string()
    .transform((value) => value.trim().slice(0, max))
    .catch('');

/** One of some values. */
export const urlEnum = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values).catch(fallback);

/** A whole number within bounds, or none. */
export const urlInteger = (min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).optional().catch(undefined);

/** A page number (1 when missing or not valid). */
export const urlPage = () => z.coerce.number().int().min(1).max(100_000).catch(1);

/** A checkbox: `true` when ticked. */
export const urlFlag = () => z.stringbool().catch(false);

/**
 * Some of the values, comma-separated, each once in the values' order; an empty parameter is an empty
 * choice (not the default); unknown values are dropped.
 */
export const urlList = <const T extends readonly [string, ...string[]]>(values: T, fallback: readonly T[number][]) =>
  z
    .string()
    .max(1000)
    .transform((value) => {
      const chosen = new Set(value.split(',').map((item) => item.trim()));
      return values.filter((item) => chosen.has(item)) as T[number][];
    })
    .catch([...fallback]);

const textOf = (value: UrlValue): string | undefined => {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.join(',');
  return String(value);
};

/** The state of the URL's query parameters (unknown parameters are ignored). */
export function readUrlState<S extends UrlStateSchema>(schema: S, params: URLSearchParams): z.output<S> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  return schema.parse(raw);
}

/**
 * The query parameters of a state: `base` (the URL's other parameters are kept) with each field of the
 * schema set, or removed when it is at its default.
 */
export function writeUrlState<S extends UrlStateSchema>(
  schema: S,
  state: Partial<z.output<S>>,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  const defaults = schema.parse({}) as Record<string, UrlValue>;
  for (const [key, field] of Object.entries(schema.shape)) {
    const text = textOf((state as Record<string, UrlValue>)[key]);
    // Read back through the field, so that equal choices in another order are equal.
    const canonical = text === undefined ? undefined : textOf(field.parse(text) as UrlValue);
    if (canonical === undefined || canonical === textOf(defaults[key])) params.delete(key);
    else params.set(key, canonical);
  }
  return params;
}
