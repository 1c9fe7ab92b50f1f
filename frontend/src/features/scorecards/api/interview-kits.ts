import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { scorecardsKeys } from './query-keys';
import type { KitInput, StageKit } from './types';

export function getInterviewKits(id: number, signal?: AbortSignal): Promise<StageKit[]> {
  return dataOf(
    api.GET('/api/v1/admin/vacancies/{id}/interview-kits', { params: { path: { id } }, signal }),
  );
}

/** Every stage of a vacancy, in the process's order, each with its interview kit. */
export function useInterviewKits(id: number) {
  return useQuery({
    queryKey: scorecardsKeys.kits(id),
    queryFn: ({ signal }) => getInterviewKits(id, signal),
  });
}

/**
 * Replaces one stage's kit (attributes sent with their id keep it). 400 `validation_failed`
 * names `attributes` or `attributes.N.names` / `.guidance` / `.questions`.
 */
export function useSaveInterviewKit(vacancyId: number, stageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KitInput) =>
      dataOf(
        api.PUT('/api/v1/admin/vacancies/{id}/interview-kits/{stageId}', {
          params: { path: { id: vacancyId, stageId } },
          body: input,
        }),
      ),
    onSuccess: (kit) =>
      queryClient.setQueryData<StageKit[]>(scorecardsKeys.kits(vacancyId), (kits) =>
        kits?.map((other) => (other.stageId === kit.stageId ? kit : other)),
      ),
  });
}
