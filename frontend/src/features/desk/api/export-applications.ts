import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import type { QueryOf } from '@/lib/api/types';
import { saveBlob } from '@/lib/download';

type ExportQuery = QueryOf<'/api/v1/admin/applications/export'>;
export type ExportFormat = NonNullable<ExportQuery['format']>;

/**
 * What to export: ticked applications, one vacancy's, or every one matching the desk's filters.
 * `ids` travel as one comma-separated parameter (`ids=1,2,3`).
 */
export type ExportSelection =
  { ids: number[] } | { vacancyId: number } | { filter: Omit<ExportQuery, 'format' | 'ids'> };

function queryOf(selection: ExportSelection): Omit<ExportQuery, 'format'> {
  if ('ids' in selection) return { ids: selection.ids.join(',') };
  if ('vacancyId' in selection) return { vacancyId: selection.vacancyId };
  return selection.filter;
}

/** The name the server gives the file (Content-Disposition), or ours when it gives none. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

export async function exportApplications(
  selection: ExportSelection,
  format: ExportFormat = 'csv',
): Promise<{ blob: Blob; fileName: string }> {
  const { data, response } = await api.GET('/api/v1/admin/applications/export', {
    params: { query: { format, ...queryOf(selection) } },
    parseAs: 'blob',
  });
  if (!data)
    throw new ApiError({ status: response.status, code: 'unknown', message: 'Empty answer' });
  const fallback =
    'vacancyId' in selection
      ? `applications-${selection.vacancyId}.${format}`
      : `applications.${format}`;
  return { blob: data, fileName: fileNameOf(response, fallback) };
}

export function useExportApplications() {
  return useMutation({
    mutationFn: async ({
      selection,
      format,
    }: {
      selection: ExportSelection;
      format?: ExportFormat;
    }) => {
      const { blob, fileName } = await exportApplications(selection, format);
      saveBlob(blob, fileName);
    },
  });
}
