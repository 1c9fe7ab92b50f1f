import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { scorecardsKeys } from './query-keys';
import type { DecisionInput, Evidence } from './types';

/** An application's evidence as the reader may see it (blind for an interviewer not yet done). */
export function useEvidence(applicationId: number) {
  return useQuery({
    queryKey: scorecardsKeys.evidence(applicationId),
    queryFn: ({ signal }): Promise<Evidence> =>
      dataOf(
        api.GET('/api/v1/admin/applications/{id}/evidence', {
          params: { path: { id: applicationId } },
          signal,
        }),
      ),
  });
}

/** The evidence as a PDF for the hiring file (as blind as the view, in the reader's language). */
export function evidenceDocument(applicationId: number): Promise<Blob> {
  return dataOf(
    api.GET('/api/v1/admin/applications/{id}/evidence/document', {
      params: { path: { id: applicationId } },
      parseAs: 'blob',
    }),
  );
}

/**
 * A vacancy's stages for "Advance to". The key is the hiring process editor's (and the board's):
 * a process saved there is offered here at once.
 */
export function useDecisionStages(vacancyId: number) {
  return useQuery({
    queryKey: ['stages', 'vacancy', vacancyId, 'process'] as const,
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/v1/admin/vacancies/{id}/stages', {
          params: { path: { id: vacancyId } },
          signal,
        }),
      ),
  });
}

/** Records a decision (the move follows the pipeline's rules); answers the evidence as it is now. */
export function useDecide(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecisionInput) =>
      dataOf(
        api.POST('/api/v1/admin/applications/{id}/decisions', {
          params: { path: { id: applicationId } },
          body: input,
        }),
      ),
    onSuccess: (evidence) =>
      queryClient.setQueryData(scorecardsKeys.evidence(applicationId), evidence),
  });
}
