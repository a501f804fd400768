import { SCALE_TICKET_MESSAGES } from '@portal/domain';
import { ApiError } from '../../../lib/api';

/** The lines a failed save shows under its title: the server's detail messages, else its message. */
export function serverLines(error: unknown): string[] {
  if (!(error instanceof ApiError)) return error instanceof Error && error.message ? [error.message] : [];
  const details = error.body.details;
  const list = Array.isArray(details)
    ? details
    : details && typeof details === 'object' && Array.isArray((details as { messages?: unknown }).messages)
      ? (details as { messages: unknown[] }).messages
      : [];
  const lines = list
    .map((item) =>
      typeof item === 'string'
        ? item
        : item && typeof item === 'object' && 'message' in item
          ? String((item as { message: unknown }).message)
          : null,
    )
    .filter((line): line is string => Boolean(line));
  return lines.length ? lines : [error.message].filter(Boolean);
}

/** The title of a failed single save (spec 3, §8): a duplicate, or the add or update failure. */
export function saveFailureTitle(error: unknown, editing: boolean): string {
  if (error instanceof ApiError && error.body.code === 'scale_ticket_duplication')
    return SCALE_TICKET_MESSAGES.duplicate;
  return editing ? SCALE_TICKET_MESSAGES.updateFailed : SCALE_TICKET_MESSAGES.singleUploadFailed;
}
