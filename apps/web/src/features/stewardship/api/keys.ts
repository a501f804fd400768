/** The stewardship feature's query keys; every stewardship write invalidates `all`. */
export const stewardshipKeys = {
  all: ['stewardship'] as const,
  activity: (activityId: string) => ['stewardship', 'activity', activityId] as const,
  list: (query: { limit: number; offset: number }) => ['stewardship', 'list', query] as const,
};
