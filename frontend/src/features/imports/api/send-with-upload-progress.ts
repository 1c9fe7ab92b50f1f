import { networkError } from '@/lib/api/api-error';

export interface UploadHandlers {
  /** Bytes sent so far of all there are to send. */
  onProgress: (sent: number, total: number) => void;
  /** Every byte has been sent; the server is now reading the file. */
  onSent: () => void;
}

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` for one call of the typed client that sends `body` with XMLHttpRequest, the one way a
 * browser reports how much of an upload has gone. The client's middleware has already addressed
 * the request and set its tenant and bearer headers, and reads the answer as for any other call
 * (error envelope, refresh after a 401), so none of that is repeated here. The file itself is
 * sent rather than the request's copy of it, which would be read into memory first.
 */
export function sendWithUploadProgress(body: Blob, handlers: UploadHandlers) {
  return (request: Request): Promise<Response> =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) handlers.onProgress(event.loaded, event.total);
      });
      xhr.upload.addEventListener('load', handlers.onSent);
      xhr.addEventListener('load', () => {
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(
          new Response(empty ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr),
          }),
        );
      });
      xhr.addEventListener('error', () => reject(networkError(new Error('Upload failed'))));
      xhr.addEventListener('timeout', () => reject(networkError(new Error('Upload timed out'))));
      xhr.addEventListener('abort', () => reject(new DOMException('Upload aborted', 'AbortError')));
      if (request.signal.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
}
