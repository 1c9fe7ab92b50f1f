import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { saveBlob } from '@/lib/download';

export function exportMyData() {
  return apiRequest<Blob>('/api/v1/me/export', { asBlob: true });
}

export function useExportMyData() {
  return useMutation({
    mutationFn: async () => saveBlob(await exportMyData(), 'my-data.json'),
  });
}
