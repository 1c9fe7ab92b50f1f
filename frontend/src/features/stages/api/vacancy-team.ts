import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { stagesKeys } from './query-keys';
import type { TeamInput, TeamMember } from './types';

export function getVacancyTeam(id: number, signal?: AbortSignal): Promise<TeamMember[]> {
  return dataOf(api.GET('/api/v1/admin/vacancies/{id}/team', { params: { path: { id } }, signal }));
}

/** A vacancy's hiring team: each member with their name, e-mail and part. */
export function useVacancyTeam(id: number) {
  return useQuery({
    queryKey: stagesKeys.team(id),
    queryFn: ({ signal }) => getVacancyTeam(id, signal),
  });
}

export function saveVacancyTeam({
  id,
  input,
}: {
  id: number;
  input: TeamInput;
}): Promise<TeamMember[]> {
  return dataOf(
    api.PUT('/api/v1/admin/vacancies/{id}/team', { params: { path: { id } }, body: input }),
  );
}

/**
 * Replaces the whole team (members left out leave it). 400 `validation_failed` names `members`
 * (`team_invalid`: over 50, someone twice, two hiring managers) or `members.N.userId`
 * (`team_member_not_staff`).
 */
export function useSaveVacancyTeam(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamInput) => saveVacancyTeam({ id, input }),
    onSuccess: (team) => queryClient.setQueryData(stagesKeys.team(id), team),
  });
}
