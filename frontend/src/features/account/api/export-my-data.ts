import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { saveBlob } from '@/lib/download';

export function exportMyData(): Promise<Blob> {
  return dataOf(api.GET('/api/v1/me/export', { parseAs: 'blob' }));
}

export function useExportMyData() {
  return useMutation({
    mutationFn: async () => saveBlob(await exportMyData(), 'my-data.json'),
  });
}
