import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { useSession } from '@/lib/session/session-store';
import { PROFILE_KEY, type Profile } from './get-profile';

export type ProfileInput = Schemas['ProfileInput'];

export function saveProfile(input: ProfileInput) {
  return apiRequest<Profile>('/api/v1/me/profile', { method: 'PUT', body: input });
}

/**
 * The first save creates the person record: its id goes into `userInfo.person` at once, which
 * makes the Job Vacancy menu appear without a reload.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (profile) => {
      useSession.getState().setPerson(profile.id);
      queryClient.setQueryData(PROFILE_KEY, profile);
      void queryClient.invalidateQueries({ queryKey: ['person-basic-info'] });
    },
  });
}
