import { formatCount } from '../formatting/quantities';

/** The texts of scale tickets and unplanned transfers (spec 3, §5 and §8), defined once. */
export const SCALE_TICKET_MESSAGES = {
  selectRowToDelete: 'Please select at least one row to Delete a Scale Ticket.',
  /** The list's Delete button, saying how many tickets it deletes. */
  deleteSelected: (count: number) =>
    count === 0 ? 'Delete tickets' : `Delete ${count.toLocaleString('en-US')} ticket${count === 1 ? '' : 's'}`,
  deleted: 'Scale Ticket Deleted',
  saved: 'Scale tickets successfully saved.',
  duplicate: 'Duplicate scale ticket(s) found which already exists',
  uploadFailed: 'Error uploading scale ticket',
  singleUploadFailed: 'Error uploading single scale ticket',
  updateFailed: 'Error updating single scale ticket',
  zeroOutFailed: 'An Error Has Occured, Please Retry.',
  /** A lookup error the list treats as an empty list. */
  notFound: 'scale ticket with not found with the given parameters',
  invalidDate: 'TICKET WITH INVALID DATE FOUND',
  transferTimeout: 'Timeout',
  transferContractIdYear: 'Contract ID not found. Make sure the correct year is selected and try again.',
  transferNoMatch: 'No Grower names / Contract ID for this Production Plan match this search. Please try again.',
  transferListFailed: 'The contract list could not be loaded. Search by grower name or contract ID.',
  /** Not spec texts: the server's rules for inventory adjustments. */
  negativeQuantity:
    'Quantities cannot be negative on a scale ticket. Use an unplanned transfer or a zero-out to adjust the inventory.',
  transferOriginRequired: 'Please select the original contract of the unplanned transfer.',
  transferOriginNotFound: 'The original contract of the unplanned transfer was not found.',
  transferTargetNotFound: 'The unplanned transfer needs a completed contract of this production plan.',
  transferSameContract: 'An unplanned transfer moves grain between two different contracts.',
  /** Not spec texts: deletes that can be undone. */
  undo: 'Undo',
  restored: 'Scale tickets restored',
  deletedTickets: 'Deleted tickets',
  deletedTicketsHint: 'Tickets deleted in the last 30 days. Restore puts back every ticket deleted together with it.',
  restoreGone: 'These deleted tickets are no longer restorable (restored already, or deleted over 30 days ago).',
  restoreClash: (ticket: string) =>
    `Nothing was restored: ${ticket} is already a live ticket of the plan. Delete or change that ticket first.`,
  restoreContractVoided: (ticket: string) =>
    `Nothing was restored: the contract of ${ticket} was voided since the delete.`,
} as const;

/** Business limits of scale tickets (spec 3, §9). */
export const SCALE_TICKET_LIMITS = {
  /** the list's first fetch */
  firstFetch: 10,
  /** each scroll adds */
  scrollFetch: 50,
  /** the sales-year dropdown: from this many years back to the sales year */
  listYearsBack: 4,
  /** unplanned-transfer years: sales year minus 4 to the sales year */
  transferYears: 5,
  transferTimeoutMs: 5000,
  transferSearchMin: 3,
  transferDebounceMs: 300,
  /** rows one POST may carry (a larger file goes through an upload session) */
  maxTicketsPerPost: 10_000,
  /** rows of one file: a season's tickets of one receiver, staged in chunks and committed at once */
  maxRowsPerFile: 50_000,
} as const;

/** Our feedback after an upload: the spec's saved text, how many were stored, and a way to them. */
export const SCALE_TICKET_FEEDBACK = {
  stored: (count: number) => `${SCALE_TICKET_MESSAGES.saved} ${formatCount(count, 'ticket')} stored.`,
  viewThem: 'View them',
  /** After a single ticket's save: the spec's saved text and which ticket. */
  added: (ticket: string) => `${SCALE_TICKET_MESSAGES.saved} Ticket ${ticket} added.`,
  updated: (ticket: string) => `Scale ticket ${ticket} updated.`,
  viewTicket: 'View ticket',
};
