/** How long a deleted scale ticket can be restored; after that it is purged. */
export const TICKET_RESTORE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a ticket deleted at `deletedAt` can be restored. */
export const restorableUntil = (deletedAt: Date): Date => new Date(deletedAt.getTime() + TICKET_RESTORE_DAYS * DAY_MS);

/** Tickets deleted before this moment are past restoring (and purged): `now` minus 30 days. */
export const restoreCutoff = (now: Date): Date => new Date(now.getTime() - TICKET_RESTORE_DAYS * DAY_MS);

/** Whether a ticket deleted at `deletedAt` can still be restored at `now` (the 30th day included). */
export const isRestorable = (deletedAt: Date, now: Date): boolean =>
  deletedAt.getTime() >= restoreCutoff(now).getTime();
