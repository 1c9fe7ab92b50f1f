import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { PROFILE_KEY } from './get-profile';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export function uploadAvatar(file: Blob) {
  return apiRequest<Schemas['AvatarAnswer']>('/api/v1/me/avatar', { method: 'PUT', file });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      void queryClient.invalidateQueries({ queryKey: ['person-basic-info'] });
    },
  });
}
