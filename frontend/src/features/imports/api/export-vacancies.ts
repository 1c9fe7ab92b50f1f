import { useMutation } from '@tanstack/react-query';
import type { Client } from 'openapi-fetch';
import { api, dataOf } from '@/lib/api/client';
import { saveBlob } from '@/lib/download';

export type VacancyExportFormat = 'csv' | 'xlsx';

/**
 * `GET /api/v1/admin/vacancies/export`: the server serves it (staff and admins), but its OpenAPI
 * document does not list it yet, so the generated types cannot name it. This describes it the way
 * the document would, for this one call; once the document lists it, the generated path replaces it.
 */
interface VacancyExportPath {
  '/api/v1/admin/vacancies/export': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query: { format: VacancyExportFormat };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: { 200: { headers: Record<string, unknown>; content: { 'text/csv': Blob } } };
    };
  };
}

/** The same client (address, tenant, bearer, refresh), typed for the export too. */
const exportClient = api as unknown as Client<VacancyExportPath>;

/**
 * The tenant's vacancies with exactly the columns an import reads: a template to fill in, or the
 * vacancies to edit and import again. A tenant without vacancies gets the header row alone.
 */
export function exportVacancies(format: VacancyExportFormat): Promise<Blob> {
  return dataOf(
    exportClient.GET('/api/v1/admin/vacancies/export', {
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
