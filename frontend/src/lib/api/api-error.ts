/** An error answered by the API (or a failed network call), carrying the envelope's stable code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly requestId: string | undefined;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string> | undefined;
    requestId?: string | undefined;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields ?? {};
    this.requestId = options.requestId;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

/** Reads the `{"error": {code, message, fields, requestId}}` envelope, whatever the body is. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.clone().json();
  } catch {
    // Not JSON (a proxy's error page, say): the status alone has to do.
  }
  const envelope = isRecord(body) && isRecord(body.error) ? body.error : null;
  return new ApiError({
    status: response.status,
    code: envelope && typeof envelope.code === 'string' ? envelope.code : `http_${response.status}`,
    message:
      envelope && typeof envelope.message === 'string'
        ? envelope.message
        : response.statusText || `HTTP ${response.status}`,
    fields: envelope ? stringFields(envelope.fields) : undefined,
    requestId:
      envelope && typeof envelope.requestId === 'string'
        ? envelope.requestId
        : (response.headers.get('x-request-id') ?? undefined),
  });
}

export function networkError(cause: unknown): ApiError {
  return new ApiError({
    status: 0,
    code: 'network_error',
    message: cause instanceof Error ? cause.message : 'Network error',
  });
}
