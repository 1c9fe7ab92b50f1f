import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { type AdminVacancy, adminVacancyQueryOptions } from './get-admin-vacancy';
import { deskKeys } from './query-keys';

/** The three sibling endpoints `POST …/{id}/publish|close|archive`. */
const TRANSITIONS = {
  publish: '/api/v1/admin/vacancies/{id}/publish',
  close: '/api/v1/admin/vacancies/{id}/close',
  archive: '/api/v1/admin/vacancies/{id}/archive',
} as const;

export type VacancyTransition = keyof typeof TRANSITIONS;

export function transitionVacancy({
  id,
  action,
}: {
  id: number;
  action: VacancyTransition;
}): Promise<AdminVacancy> {
  return dataOf(api.POST(TRANSITIONS[action], { params: { path: { id } } }));
}

export function useTransitionVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionVacancy,
    onSuccess: (vacancy) => {
      queryClient.setQueryData(adminVacancyQueryOptions(vacancy.id).queryKey, vacancy);
      return queryClient.invalidateQueries({ queryKey: deskKeys.vacancyLists() });
    },
  });
}
