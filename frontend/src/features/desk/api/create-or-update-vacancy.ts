import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { type AdminVacancy, adminVacancyQueryOptions } from './get-admin-vacancy';
import { deskKeys } from './query-keys';

export type VacancyInput = Schemas['VacancyInput'];

/** Creates a draft (no id) or replaces a vacancy's content (with its id). */
export function createOrUpdateVacancy({
  id,
  input,
}: {
  id: number | null;
  input: VacancyInput;
}): Promise<AdminVacancy> {
  return dataOf(
    id
      ? api.PUT('/api/v1/admin/vacancies/{id}', { params: { path: { id } }, body: input })
      : api.POST('/api/v1/admin/vacancies', { body: input }),
  );
}

export function useCreateOrUpdateVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrUpdateVacancy,
    onSuccess: (vacancy) => {
      queryClient.setQueryData(adminVacancyQueryOptions(vacancy.id).queryKey, vacancy);
      return queryClient.invalidateQueries({ queryKey: deskKeys.vacancyLists() });
    },
  });
}
