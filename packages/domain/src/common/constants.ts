/** Business constants shared by the browser and the server. */
export const SUPPORT_EMAIL = 'enogen.support@example.com';
export const SESSION_REFRESH_THRESHOLD_MINUTES = 55;
export const SYNC_COMPLETE_DELAY_MS = 60_000;
export const COMPANY_PAGE_SIZE = 50;
export const BREAKPOINT_MOBILE_PX = 700;
export const BREAKPOINT_SMALL_PX = 1000;
/** The contracts tables scroll inside this height (spec 2 §9: grain receiver tables). */
export const GRAIN_RECEIVER_TABLE_MAX_HEIGHT_PX = 675;

export const TEXTS = {
  accessDenied: "Whoops! You don't have the right permissions to view this page.",
  renderFailed: 'Whoops! Something went wrong.',
  noData: 'No data',
  pageNotFound: 'Page Not Found',
  somethingWentWrong: 'Something went wrong. Please contact your admin.',
} as const;
