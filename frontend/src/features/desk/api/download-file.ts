import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { saveBlob } from '@/lib/download';

/** A stored file (an applicant's CV) as a download, for the tenant's recruiters. */
export function downloadFile(id: string): Promise<Blob> {
  return dataOf(api.GET('/api/v1/files/{id}', { params: { path: { id } }, parseAs: 'blob' }));
}

export function useDownloadFile() {
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) =>
      saveBlob(await downloadFile(id), name),
  });
}
