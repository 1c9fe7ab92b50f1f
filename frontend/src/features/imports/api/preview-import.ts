import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import type { ImportKind } from '../import-columns';
import { sendWithUploadProgress, type UploadHandlers } from './send-with-upload-progress';

export type ImportPreview = Schemas['ImportPreview'];
export type CellError = Schemas['CellError'];

/** The largest file the server reads (it answers 413 `payload_too_large` above this). */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

interface PreviewRequest extends UploadHandlers {
  kind: ImportKind;
  file: File;
  signal?: AbortSignal;
}

/** Sends the file as it is (CSV or XLSX); the server reads it and checks every row. */
export function previewImport({ kind, file, signal, ...handlers }: PreviewRequest) {
  const options = {
    // The document types the body as bytes (`number[]`); the file is sent as it is.
    body: file as unknown as number[],
    bodySerializer: (body: unknown) => body,
    // Whatever type the browser guesses for the file, the server reads it as bytes.
    headers: { 'Content-Type': 'application/octet-stream' },
    fetch: sendWithUploadProgress(file, handlers),
    signal,
  };
  return dataOf(
    kind === 'vacancies'
      ? api.POST('/api/v1/admin/imports/vacancies', options)
      : api.POST('/api/v1/admin/imports/candidates', options),
  );
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
