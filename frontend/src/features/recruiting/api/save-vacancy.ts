import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { ADMIN_VACANCIES_KEY } from './get-admin-vacancies';
import type { AdminVacancy, VacancyInput } from './types';

/** Creates a draft (no id) or replaces a vacancy's content (with its id). */
export function saveVacancy({ id, input }: { id: number | null; input: VacancyInput }) {
  return apiRequest<AdminVacancy>(
    id ? `/api/v1/admin/vacancies/${id}` : '/api/v1/admin/vacancies',
    {
      method: id ? 'PUT' : 'POST',
      body: input,
    },
  );
}

export function useSaveVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVacancy,
    onSuccess: (vacancy) => {
      queryClient.setQueryData(['admin-vacancy', vacancy.id], vacancy);
      return queryClient.invalidateQueries({ queryKey: ADMIN_VACANCIES_KEY });
    },
  });
}
