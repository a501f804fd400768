/**
 * The codes of the API's one error shape, { error: { code, message, details } }. The web matches on
 * these (never on messages); a new failure the browser must tell apart gets a code here first.
 */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  /** an admin signed in without TOTP where ADMIN_TWO_FACTOR is required: enrol first */
  'two_factor_required',
  'cross_site_request',
  'not_found',
  /** 409, or 412 for a write made on a version of the record that is no longer the stored one */
  'conflict',
  /** 428: a write to an editable record without If-Match */
  'precondition_required',
  'payload_too_large',
  'rate_limited',
  'internal',
  /** the database is unreachable or not answering: try again shortly */
  'service_unavailable',
  'http_error',
  // Feature failures the pages tell apart
  'already_assigned',
  'user_not_found',
  'link_invalid',
  'password_set',
  'program_linked',
  'not_a_signer',
  'bad_format',
  'template_unreadable',
  'sync_failed',
  'survey_code_unavailable',
  /** spec 3 §8: the key of a scale ticket upload that repeats stored tickets */
  'scale_ticket_duplication',
  /** assigning fields would delete recorded stewardship data the user has not confirmed losing */
  'data_loss_unconfirmed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A field's validation failure, in the spec's words. */
export type FieldError = { field: string; message: string };

/** The body of every failed API call. */
export type ApiErrorBody = { code: ErrorCode | (string & {}); message: string; details: unknown };
