import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { ADMIN_VACANCIES_KEY } from './get-admin-vacancies';
import type { AdminVacancy } from './types';

export type VacancyTransition = 'publish' | 'close' | 'archive';

/** The three sibling endpoints `POST …/{id}/publish|close|archive`. */
export function transitionVacancy({ id, action }: { id: number; action: VacancyTransition }) {
  return apiRequest<AdminVacancy>(`/api/v1/admin/vacancies/${id}/${action}`, { method: 'POST' });
}

export function useTransitionVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionVacancy,
    onSuccess: (vacancy) => {
      queryClient.setQueryData(['admin-vacancy', vacancy.id], vacancy);
      return queryClient.invalidateQueries({ queryKey: ADMIN_VACANCIES_KEY });
    },
  });
}
