import type { Program, ProgramDeletedReply, ProgramListReply } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const programKeys = {
  all: ['programs'] as const,
  plans: (companyId: string) => ['programs', 'plans', companyId] as const,
  assignment: (productionPlanId: string | null) => ['programs', 'assignment', productionPlanId] as const,
};

export const programsQuery = queryOptions({
  queryKey: programKeys.all,
  queryFn: () => api<ProgramListReply>('/programs').then((r) => r.programs),
});

export const usePrograms = (enabled = true) => useQuery({ ...programsQuery, enabled });

/** POST /api/programs. */
export const createProgram = (body: { program_name: string }) => api<Program>('/programs', { method: 'POST', body });

/** PATCH /api/programs: a program's name, on the version the program was read at. */
export const renameProgram = ({ version, ...body }: { program_id: string; program_name: string; version: string }) =>
  api<Program>('/programs', { method: 'PATCH', body, ifMatch: version });

/** DELETE /api/programs (409 program_linked while a plan uses it). */
export const deleteProgram = (programId: string) =>
  api<ProgramDeletedReply>('/programs', { method: 'DELETE', query: { program_id: programId } });

// The spec reloads the list once a program modal closes, whatever the outcome.
function useProgramsMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: programKeys.all }) });
}

export const useCreateProgram = () => useProgramsMutation(createProgram);
export const useRenameProgram = () => useProgramsMutation(renameProgram);
export const useDeleteProgram = () => useProgramsMutation(deleteProgram);

/** Reads a program again after a conflict (the list refreshes too): null when it is gone. */
export function useReadProgram(programId: string | undefined) {
  const queryClient = useQueryClient();
  return async () =>
    programId
      ? ((await queryClient.fetchQuery({ ...programsQuery, staleTime: 0 })).find((p) => p.program_id === programId) ??
        null)
      : null;
}
