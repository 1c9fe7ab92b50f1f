import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf, fileBody } from '@/lib/api/client';
import { profileKeys } from './query-keys';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export function uploadAvatar(file: Blob) {
  return dataOf(api.PUT('/api/v1/me/avatar', fileBody(file)));
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: profileKeys.basicInfos() });
    },
  });
}
