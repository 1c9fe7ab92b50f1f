import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { saveBlob } from '@/lib/download';

export function exportApplications(vacancyId: number) {
  return apiRequest<Blob>(`/api/v1/admin/applications/export?vacancyId=${vacancyId}`, {
    asBlob: true,
  });
}

export function useExportApplications() {
  return useMutation({
    mutationFn: async (vacancyId: number) =>
      saveBlob(await exportApplications(vacancyId), `applications-${vacancyId}.csv`),
  });
}
