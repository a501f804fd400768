import type { ActivityView, AssignFields, AssignSteward, FieldLost, PatchActivity, Replant } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { stewardshipKeys } from './keys';

/** PATCH /api/activity: one widget's save; answers the reloaded activity. */
/** PATCH /api/activity: one section's save, on the version of the activity the section was opened on. */
export const patchActivity = ({ version, ...body }: PatchActivity & { version: string }) =>
  api<ActivityView>('/activity', { method: 'PATCH', body, ifMatch: version });
/** POST /api/replant (200 = success). */
export const postReplant = (body: Replant) => api<ActivityView>('/replant', { method: 'POST', body });
/** POST /api/fieldLost (200 = success). */
export const postFieldLost = (body: FieldLost) => api<ActivityView>('/fieldLost', { method: 'POST', body });
/** POST /api/stewardship/assign-fields. */
export const postAssignFields = (body: AssignFields) =>
  api<ActivityView>('/stewardship/assign-fields', { method: 'POST', body });
/** POST /api/stewards: Assign Me, or an admin's pick. */
export const postSteward = (body: AssignSteward) => api<ActivityView>('/stewards', { method: 'POST', body });

function useActivityWrite<Input>(write: (input: Input) => Promise<ActivityView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (view) => {
      queryClient.setQueryData(stewardshipKeys.activity(view.stewardship_activity_id), view);
      return queryClient.invalidateQueries({ queryKey: stewardshipKeys.all });
    },
  });
}

export const usePatchActivity = () => useActivityWrite(patchActivity);
export const useReplant = () => useActivityWrite(postReplant);
export const useFieldLost = () => useActivityWrite(postFieldLost);
export const useAssignFields = () => useActivityWrite(postAssignFields);
export const useAssignSteward = () => useActivityWrite(postSteward);
