import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { stagesKeys } from './query-keys';
import type { ProcessInput, StageView, VacancyFunnel } from './types';

export function getVacancyStages(id: number, signal?: AbortSignal): Promise<StageView[]> {
  return dataOf(
    api.GET('/api/v1/admin/vacancies/{id}/stages', { params: { path: { id } }, signal }),
  );
}

/** A vacancy's process: its stages in order. */
export function useVacancyStages(id: number) {
  return useQuery({
    queryKey: stagesKeys.process(id),
    queryFn: ({ signal }) => getVacancyStages(id, signal),
  });
}

export function saveVacancyStages({
  id,
  input,
}: {
  id: number;
  input: ProcessInput;
}): Promise<StageView[]> {
  return dataOf(
    api.PUT('/api/v1/admin/vacancies/{id}/stages', { params: { path: { id } }, body: input }),
  );
}

/**
 * Replaces the process (stages with an id stay, the others are added, the missing removed):
 * 409 `stage_not_empty` when a removed stage has applications. The funnel follows the stages.
 */
export function useSaveVacancyStages(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProcessInput) => saveVacancyStages({ id, input }),
    onSuccess: (stages) => {
      queryClient.setQueryData(stagesKeys.process(id), stages);
      return queryClient.invalidateQueries({ queryKey: stagesKeys.funnel(id) });
    },
  });
}

export function getVacancyFunnel(id: number, signal?: AbortSignal): Promise<VacancyFunnel> {
  return dataOf(
    api.GET('/api/v1/admin/vacancies/{id}/funnel', { params: { path: { id } }, signal }),
  );
}

/** Per stage, how many reached it, are there now and the median days in it; rejections. */
export function useVacancyFunnel(id: number) {
  return useQuery({
    queryKey: stagesKeys.funnel(id),
    queryFn: ({ signal }) => getVacancyFunnel(id, signal),
  });
}
