import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { MY_APPLICATIONS_KEY } from '@/lib/applications/get-my-applications';

export type ApplyRequest = Schemas['ApplyRequest'];
/** An answer is text, a number, true/false or one of the question's options. */
export type AnswerValue = string | number | boolean;

export function apply(vacancyId: number, request: ApplyRequest) {
  return apiRequest<Schemas['MyApplication']>(`/api/v1/vacancies/${vacancyId}/applications`, {
    method: 'POST',
    body: request,
  });
}

export function useApply(vacancyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApplyRequest) => apply(vacancyId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
  });
}
