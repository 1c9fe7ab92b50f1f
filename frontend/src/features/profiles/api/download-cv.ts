import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { saveBlob } from '@/lib/download';

export function downloadCv(): Promise<Blob> {
  return dataOf(api.GET('/api/v1/me/cv', { parseAs: 'blob' }));
}

export function useDownloadCv() {
  return useMutation({
    mutationFn: async (fileName: string) => saveBlob(await downloadCv(), fileName),
  });
}
