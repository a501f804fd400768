/** The stewardship texts and limits of spec 3 (§5, §8, §9), verbatim. */
export const STEWARDSHIP_MESSAGES = {
  replantTooMany: 'The replanted acres cannot be more than the contract acres.',
  zeroAcres: 'Please enter correct acres value',
  plantingFirst: 'Please make sure to enter stewardship planting information first.',
  fieldLostWarning:
    'You are about to mark this field as completely lost. This action cannot be undone. If you replanted this field with Enogen, please choose cancel and utilize the replant form',
  selectField: 'Please select and fill out at least one field',
  noFields: 'selected grower has no fields',
  assignSuccess: 'Contract Updated Successfully!',
  assignFailed: 'Error in updating contract.',
  borderRows:
    '30 feet of spatial isolation from an adjacent annual crop, otherwise 30 feet of non-Enogen corn border rows.',
  fieldAlreadyLost: 'This field is marked as lost.',
  notASteward: 'Only the activity’s stewards and admins may edit it.',
  /** a read that failed without a refusal (network, server error): the page offers Retry */
  loadFailed: 'The stewardship activity could not be loaded.',
  /** the page's log of replant and field-lost events */
  eventLogTitle: 'Replant and Field Lost',
  eventLogTable: 'Replant and field lost events',
  eventLogEmpty: 'No replant or field lost is recorded.',
  /** marks a lost field in the log (it has left the planting and harvest lists) */
  lostField: 'Lost',
} as const;

/** Ours (issue 30): a steward working on a phone with or without a signal. */
export const OFFLINE_MESSAGES = {
  offline: 'This phone is offline.',
  /** the offline banner's freshness, after `offline` */
  dataFrom: (time: string) => `You are reading what it saved at ${time}.`,
  savedOnPhone: 'Saved on this phone, will be sent when the connection returns.',
  sent: (section: string) => `Your ${section} changes saved on this phone were sent.`,
  notOnPhone: 'This activity is not saved on this phone. Open it once with a connection to read it offline.',
  conflictTitle: 'Your change saved on this phone was not sent: the activity was changed since.',
  conflictHelp: 'Choose which version to keep.',
  onPhone: 'On this phone',
  onServer: 'On the server',
  keepMine: 'Keep mine',
  keepServer: 'Keep the server’s',
} as const;

/** The history actions of spec 3, §3. */
export const STEWARDSHIP_ACTIONS = {
  planting: 'Edit planting stewardship',
  harvest: 'Edit harvest stewardship',
  storage: 'Edit storage cleanout',
  replant: 'Replant',
  fieldLost: 'Field lost',
  assignSteward: 'Assign Steward',
} as const;
export type StewardshipAction = (typeof STEWARDSHIP_ACTIONS)[keyof typeof STEWARDSHIP_ACTIONS];

export const STEWARDSHIP_LIMITS = {
  /** the replant and field-lost modals close this long after a 200 */
  modalCloseMs: 2000,
  /** the assign fields modal's maximum width */
  assignModalMaxWidth: 900,
  maxFields: 500,
  maxStorageLocations: 50,
  storageTypes: ['Grain', 'Silage', 'Earlage', 'High moisture corn'] as const,
} as const;

/** Who may open the stewardship page (spec 3, §6), on one of the contract's companies. */
export const STEWARDSHIP_PAGE_PERMISSIONS = [
  'is-steward',
  'all-steward',
  'create-contract',
  'sign-contract',
  'void-contract',
  'approve-contract',
  'amend-contract',
  'delete-void',
] as const;

/** Our feedback after a stewardship section is saved (the spec names none): "Planting saved". */
export const STEWARDSHIP_FEEDBACK = {
  saved: (section: string) => `${section.charAt(0).toUpperCase()}${section.slice(1)} saved`,
};
