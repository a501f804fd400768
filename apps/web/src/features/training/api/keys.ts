export const trainingKeys = {
  videos: ['grower-training'] as const,
  company: (sapId: string | null | undefined, year: number | undefined) => ['company-training', sapId, year] as const,
};
