import type { TrainingVideo, TrainingVideoDeletedReply, TrainingVideoListReply } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { trainingKeys } from './keys';

const PATH = '/grower-training/v1';

export const trainingVideosQuery = queryOptions({
  queryKey: trainingKeys.videos,
  queryFn: () => api<TrainingVideoListReply>(PATH).then((r) => r.trainings),
});

export const useTrainingVideos = () => useQuery(trainingVideosQuery);

type VideoInput = { training_id: string; training_steps: { type: 'video'; url: string }[] };

/** POST (a new year's video) or PATCH (the year's video replaced). */
export const saveTrainingVideo = ({ replace, ...body }: VideoInput & { replace: boolean }) =>
  api<TrainingVideo>(PATH, { method: replace ? 'PATCH' : 'POST', body });

/** DELETE: the year's video. */
export const deleteTrainingVideo = (trainingId: string) =>
  api<TrainingVideoDeletedReply>(PATH, { method: 'DELETE', query: { training_id: trainingId } });

// The list reloads once a video modal closes, whatever the outcome.
function useVideosMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: trainingKeys.videos }) });
}

export const useSaveTrainingVideo = () => useVideosMutation(saveTrainingVideo);
export const useDeleteTrainingVideo = () => useVideosMutation(deleteTrainingVideo);
