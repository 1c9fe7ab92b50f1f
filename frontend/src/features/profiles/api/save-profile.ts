import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchMe } from '@/lib/account/me';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { useSession } from '@/lib/session/session-store';
import { profileQueryOptions } from './get-profile';
import { profileKeys } from './query-keys';

export type ProfileInput = Schemas['ProfileInput'];

export function saveProfile(input: ProfileInput) {
  return dataOf(api.PUT('/api/v1/me/profile', { body: input }));
}

/**
 * The first save creates the person record: its id goes into `userInfo.person` at once, which
 * makes the Job Vacancy menu appear without a reload, and into the account (`useMe`).
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (profile) => {
      useSession.getState().setPerson(profile.id);
      patchMe(queryClient, { person: profile.id });
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: profileKeys.basicInfos() });
    },
  });
}
