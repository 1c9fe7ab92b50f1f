import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { saveBlob } from '@/lib/download';

export function downloadCv() {
  return apiRequest<Blob>('/api/v1/me/cv', { asBlob: true });
}

export function useDownloadCv() {
  return useMutation({
    mutationFn: async (fileName: string) => saveBlob(await downloadCv(), fileName),
  });
}
