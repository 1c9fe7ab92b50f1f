import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { saveBlob } from '@/lib/download';

export function exportApplications(vacancyId: number): Promise<Blob> {
  return dataOf(
    api.GET('/api/v1/admin/applications/export', {
      params: { query: { vacancyId } },
      parseAs: 'blob',
    }),
  );
}

export function useExportApplications() {
  return useMutation({
    mutationFn: async (vacancyId: number) =>
      saveBlob(await exportApplications(vacancyId), `applications-${vacancyId}.csv`),
  });
}
