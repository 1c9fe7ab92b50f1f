import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { calendarKeys } from './query-keys';
import type { ApplicantInterview, InterviewAnswer } from './types';

export async function getMyInterviews(signal?: AbortSignal): Promise<ApplicantInterview[]> {
  const { data } = await dataOf(api.GET('/api/v1/me/interviews', { signal }));
  return data;
}

/** The applicant's interviews, upcoming and past, soonest first. */
export function useMyInterviews() {
  return useQuery({
    queryKey: calendarKeys.myInterviews(),
    queryFn: ({ signal }) => getMyInterviews(signal),
  });
}

export function respondToInterview({ id, answer }: { id: number; answer: InterviewAnswer }) {
  return dataOf(
    api.POST('/api/v1/me/interviews/{id}/respond', {
      params: { path: { id } },
      body: answer,
    }),
  );
}

/** Accepts or declines an interview (with an optional message to the organiser). */
export function useRespondToInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToInterview,
    onSuccess: (answered) =>
      queryClient.setQueryData<ApplicantInterview[]>(calendarKeys.myInterviews(), (list) =>
        list?.map((interview) => (interview.id === answered.id ? answered : interview)),
      ),
  });
}
