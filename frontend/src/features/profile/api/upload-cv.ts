import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { PROFILE_KEY } from './get-profile';

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function uploadCv(file: File) {
  return apiRequest<Schemas['CvInfo']>('/api/v1/me/cv', {
    method: 'PUT',
    file,
  });
}

export function useUploadCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCv,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}
