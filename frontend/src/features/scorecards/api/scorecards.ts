import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { scorecardsKeys } from './query-keys';
import type { MyScorecard, ScorecardInput, ScorecardSheet } from './types';

/** The reader's interviews with their scorecard's state, unsubmitted first. */
export function useMyScorecards() {
  return useQuery({
    queryKey: scorecardsKeys.mine(),
    queryFn: ({ signal }): Promise<MyScorecard[]> =>
      dataOf(api.GET('/api/v1/scorecards', { signal })),
  });
}

/** An interview's sheet: the interview, its kit, the reader's scorecard and the others'. */
export function useScorecardSheet(eventId: number) {
  return useQuery({
    queryKey: scorecardsKeys.sheet(eventId),
    queryFn: ({ signal }): Promise<ScorecardSheet> =>
      dataOf(
        api.GET('/api/v1/scorecards/interviews/{eventId}', {
          params: { path: { eventId } },
          signal,
        }),
      ),
  });
}

/** Saves the reader's draft (409 `scorecard_submitted` once it is submitted). */
export function useSaveDraft(eventId: number) {
  return useMutation({
    mutationFn: (input: ScorecardInput) =>
      dataOf(
        api.PUT('/api/v1/scorecards/interviews/{eventId}', {
          params: { path: { eventId } },
          body: input,
        }),
      ),
  });
}

/**
 * Submits the scorecard, or amends a submitted one: `version` is the one it was written on (409
 * `scorecard_changed` when stale; 400 `scorecard_recommendation_required`).
 */
export function useSubmitScorecard(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScorecardInput) =>
      dataOf(
        api.POST('/api/v1/scorecards/interviews/{eventId}/submit', {
          params: { path: { eventId } },
          body: input,
        }),
      ),
    onSuccess: (sheet) => {
      queryClient.setQueryData(scorecardsKeys.sheet(eventId), sheet);
      void queryClient.invalidateQueries({ queryKey: scorecardsKeys.mine() });
      void queryClient.invalidateQueries({
        queryKey: scorecardsKeys.evidence(sheet.interview.applicationId),
      });
    },
  });
}
