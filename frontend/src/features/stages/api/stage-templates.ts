import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { stagesKeys } from './query-keys';
import type { StageTemplate, StageTemplateInput } from './types';

export function getStageTemplates(signal?: AbortSignal): Promise<StageTemplate[]> {
  return dataOf(api.GET('/api/v1/admin/stage-templates', { signal }));
}

/** The tenant's templates (staff read them to choose one for a new vacancy). */
export function useStageTemplates() {
  return useQuery({
    queryKey: stagesKeys.templates(),
    queryFn: ({ signal }) => getStageTemplates(signal),
  });
}

/** A new template (`id` null) or a changed one. */
export interface TemplateChange {
  id: number | null;
  input: StageTemplateInput;
}

export function saveStageTemplate({ id, input }: TemplateChange): Promise<StageTemplate> {
  return id === null
    ? dataOf(api.POST('/api/v1/admin/stage-templates', { body: input }))
    : dataOf(
        api.PUT('/api/v1/admin/stage-templates/{id}', { params: { path: { id } }, body: input }),
      );
}

export async function deleteStageTemplate(id: number): Promise<void> {
  await api.DELETE('/api/v1/admin/stage-templates/{id}', { params: { path: { id } } });
}

/**
 * 400 `validation_failed` names `name`, `stages` or `stages.N.names`. Making one the default
 * unmakes the previous one, so the whole list is asked again.
 */
export function useSaveStageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStageTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stagesKeys.templates() }),
  });
}

/** 409 `default_stage_template` for the default one. */
export function useDeleteStageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStageTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stagesKeys.templates() }),
  });
}
