import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { BodyOf } from '@/lib/api/types';
import { deskKeys } from './query-keys';

export type VacancyBulkAction = BodyOf<'/api/v1/admin/vacancies/bulk'>['action'];
export type VacancyBulkOutcome = Awaited<ReturnType<typeof bulkVacancies>>;

/** Closes published vacancies or deletes drafts; each vacancy answers for itself. */
export function bulkVacancies(input: { ids: number[]; action: VacancyBulkAction }) {
  return dataOf(api.POST('/api/v1/admin/vacancies/bulk', { body: input }));
}

export function useBulkVacancies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkVacancies,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskKeys.vacancyLists() }),
  });
}
