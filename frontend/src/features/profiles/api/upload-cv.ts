import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf, fileBody } from '@/lib/api/client';
import { profileKeys } from './query-keys';

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function uploadCv(file: File) {
  return dataOf(api.PUT('/api/v1/me/cv', fileBody(file)));
}

export function useUploadCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCv,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.mine() }),
  });
}
