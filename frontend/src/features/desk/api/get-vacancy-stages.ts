import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

/** A stage of a vacancy's hiring process (id, kind, name in the reader's language). */
export type VacancyStage = Schemas['StageView'];

/**
 * The key the hiring process editor also uses for a vacancy's stages: a process saved there
 * reaches the board at once.
 */
export const vacancyStagesKey = (vacancyId: number) =>
  ['stages', 'vacancy', vacancyId, 'process'] as const;

export function getVacancyStages(vacancyId: number, signal?: AbortSignal) {
  return dataOf(
    api.GET('/api/v1/admin/vacancies/{id}/stages', { params: { path: { id: vacancyId } }, signal }),
  );
}

/** The vacancy's stages in the process's order (each kind at least once). */
export function useVacancyStages(vacancyId: number | undefined) {
  return useQuery({
    queryKey: vacancyStagesKey(vacancyId ?? 0),
    queryFn: ({ signal }) => getVacancyStages(vacancyId ?? 0, signal),
    enabled: vacancyId !== undefined,
  });
}
