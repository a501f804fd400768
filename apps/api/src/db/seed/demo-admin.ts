import { trainingIdFor } from '@portal/domain';
import type { Tx } from '../client';
import { trainingVideos } from '../schema';

/** Admin console demo data: last year's stewardship training video (programs, training and dates are in demo.ts). */
export async function seedDemoAdmin(tx: Tx, options: { salesYear: number }) {
  const year = options.salesYear - 1;
  await tx.insert(trainingVideos).values({
    trainingId: trainingIdFor(year),
    trainingYear: year,
    trainingSteps: [{ type: 'video', url: `https://media.example.com/enogen/stewardship-${year}.mp4` }],
  });
}
