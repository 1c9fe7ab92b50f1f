import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { saveBlob } from '@/lib/download';

/** A stored file (an applicant's CV) as a download, for the tenant's recruiters. */
export function downloadFile(id: string) {
  return apiRequest<Blob>(`/api/v1/files/${id}`, { asBlob: true });
}

export function useDownloadFile() {
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) =>
      saveBlob(await downloadFile(id), name),
  });
}
