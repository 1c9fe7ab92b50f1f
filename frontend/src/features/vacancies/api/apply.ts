import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { myApplicationKeys } from '@/lib/applications/get-my-applications';

export type ApplyRequest = Schemas['ApplyRequest'];
/** An answer is text, a number, true/false or one of the question's options. */
export type AnswerValue = string | number | boolean;

export function apply(vacancyId: number, request: ApplyRequest) {
  return dataOf(
    api.POST('/api/v1/vacancies/{id}/applications', {
      params: { path: { id: vacancyId } },
      body: request,
    }),
  );
}

export function useApply(vacancyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApplyRequest) => apply(vacancyId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationKeys.all }),
  });
}
