import { notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { listTrainingVideos, type TrainingDeps } from './repository';

/** One year's video (404 without one), or every video as { trainings }. */
export const readTrainingVideos = (async (deps, _ctx, year) => {
  const rows = await listTrainingVideos(deps.db, year);
  if (year === undefined) return { trainings: rows };
  if (!rows[0]) throw notFound(`No training video for ${year}`);
  return rows[0];
}) satisfies Service<TrainingDeps, number | undefined>;
