export const trainingKeys = {
  videos: ['grower-training'] as const,
};
