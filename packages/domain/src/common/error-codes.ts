import { TWO_FACTOR_TEXTS } from '../auth/messages';
import { CONTRACT_MESSAGES } from '../contracts/messages';
import { SCALE_TICKET_MESSAGES } from '../scale-tickets/messages';
import { TEXTS } from './constants';
import { RECORD_VERSION_MESSAGES } from './record-version';

type ErrorDefinition = { status: number; message?: string };

/**
 * The codes of the API's one error shape, { error: { code, message, details } }: each code decides its HTTP
 * status, and the text it has when the thrower gives none. The web matches on these (never on messages); a new
 * failure the browser must tell apart gets a code here first.
 */
export const APP_ERRORS = {
  bad_request: { status: 400 },
  /** field errors: details lists { field, message }, message is the first of them */
  validation_failed: { status: 400, message: 'Invalid input' },
  unauthorized: { status: 401, message: 'Please sign in.' },
  forbidden: { status: 403, message: TEXTS.accessDenied },
  /** an admin signed in without TOTP where ADMIN_TWO_FACTOR is required: enrol first */
  two_factor_required: { status: 403, message: TWO_FACTOR_TEXTS.required },
  cross_site_request: { status: 403, message: 'This request did not come from the portal.' },
  not_found: { status: 404, message: 'Not found' },
  conflict: { status: 409 },
  /** a write made on a version of the record that is no longer the stored one */
  stale_version: { status: 412 },
  /** a write to an editable record without If-Match */
  precondition_required: { status: 428, message: RECORD_VERSION_MESSAGES.versionRequired },
  payload_too_large: { status: 413 },
  rate_limited: { status: 429 },
  internal: { status: 500, message: TEXTS.somethingWentWrong },
  /** the database is unreachable or not answering: try again shortly */
  service_unavailable: { status: 503, message: 'The database is not available. Please try again in a moment.' },
  // Feature failures the pages tell apart
  already_assigned: { status: 400 },
  user_not_found: { status: 404 },
  link_invalid: { status: 404 },
  password_set: { status: 409 },
  program_linked: { status: 409 },
  not_a_signer: { status: 403, message: CONTRACT_MESSAGES.notASigner },
  bad_format: { status: 422, message: CONTRACT_MESSAGES.badFormat },
  template_unreadable: { status: 422 },
  sync_failed: { status: 502 },
  survey_code_unavailable: { status: 503 },
  /** spec 3 §8: the key of a scale ticket upload that repeats stored tickets */
  scale_ticket_duplication: { status: 409, message: SCALE_TICKET_MESSAGES.duplicate },
  /** a restore of deleted tickets a live ticket now repeats, or onto a contract voided since (details name it) */
  scale_ticket_restore_clash: { status: 409 },
  /** spec 3: the lookup error the scale ticket list reads as an empty list */
  scale_tickets_not_found: { status: 404, message: SCALE_TICKET_MESSAGES.notFound },
  /** assigning fields would delete recorded stewardship data the user has not confirmed losing */
  data_loss_unconfirmed: { status: 409 },
  /** voiding (or amending) a contract that has scale tickets */
  void_blocked: { status: 409, message: CONTRACT_MESSAGES.voidBlocked },
} as const satisfies Record<string, ErrorDefinition>;

export type AppErrorCode = keyof typeof APP_ERRORS;
/** The codes that have a text of their own: a thrower may leave the message out. */
export type AppErrorCodeWithText = {
  [C in AppErrorCode]: (typeof APP_ERRORS)[C] extends { message: string } ? C : never;
}[AppErrorCode];

export const ERROR_CODES = Object.keys(APP_ERRORS) as AppErrorCode[];

/** A field's validation failure, in the spec's words. */
export type FieldError = { field: string; message: string };

/**
 * The body of every failed API call. The web makes 'http_error' itself for a reply without this body; other
 * strings are Fastify's own codes.
 */
export type ApiErrorBody = { code: AppErrorCode | 'http_error' | (string & {}); message: string; details: unknown };
