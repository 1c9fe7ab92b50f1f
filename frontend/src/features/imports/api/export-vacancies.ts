import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { QueryOf } from '@/lib/api/types';
import { saveBlob } from '@/lib/download';

export type VacancyExportFormat = NonNullable<QueryOf<'/api/v1/admin/vacancies/export'>['format']>;

/**
 * The tenant's vacancies with exactly the columns an import reads: a template to fill in, or the
 * vacancies to edit and import again. A tenant without vacancies gets the header row alone.
 */
export function exportVacancies(format: VacancyExportFormat): Promise<Blob> {
  return dataOf(
    api.GET('/api/v1/admin/vacancies/export', {
      params: { query: { format } },
      parseAs: 'blob',
    }),
  );
}

export function useExportVacancies() {
  return useMutation({
    mutationFn: async (format: VacancyExportFormat) =>
      saveBlob(await exportVacancies(format), `vacancies.${format}`),
  });
}
