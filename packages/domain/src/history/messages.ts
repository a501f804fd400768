/** The texts of History panels (ours: the spec has none). */
export const HISTORY_MESSAGES = {
  title: 'History',
  /** a record's whole History where its parts have their own */
  allChanges: 'All changes',
  empty: 'No changes recorded yet.',
  loadFailed: 'The history could not be loaded.',
  retry: 'Retry',
  noFieldChanges: 'No field changes recorded.',
  unknownUser: 'System',
} as const;
