import type { components } from './schema';

/** Every code the server answers with, top-level or per field (`components.schemas.ErrorCode`). */
export type ErrorCode = components['schemas']['ErrorCode'];

/**
 * Codes this client gives errors the server did not code: the server was not reached, or it
 * answered without the error envelope (a proxy's error page, say).
 */
export type ClientErrorCode = 'network_error' | 'unknown';

/**
 * One field's problem. The code is kept as the server sent it: a server older or newer than this
 * client may send one the client does not know, which is then shown as `error.unknown`.
 */
export interface FieldProblem {
  code: string;
  message: string;
}

/** An error answered by the API (or a failed network call), carrying the envelope's stable code. */
export class ApiError extends Error {
  readonly status: number;
  /** An `ErrorCode` from the server, a `ClientErrorCode`, or a code this client does not know. */
  readonly code: string;
  /** Request field name (`email`, `questions[0]`, `answers.12`, …) → its problem. */
  readonly fields: Readonly<Record<string, FieldProblem>>;
  readonly requestId: string | undefined;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, FieldProblem> | undefined;
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

/** True when `error` is an ApiError with this code; the code is typed, so a misspelt one fails tsc. */
export function hasErrorCode(
  error: unknown,
  ...codes: (ErrorCode | ClientErrorCode)[]
): error is ApiError {
  return error instanceof ApiError && (codes as string[]).includes(error.code);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The envelope's `fields`: entries that are not `{code, message}` are left out. */
function fieldProblems(value: unknown): Record<string, FieldProblem> | undefined {
  if (!isRecord(value)) return undefined;
  const problems: Record<string, FieldProblem> = {};
  for (const [field, problem] of Object.entries(value)) {
    if (isRecord(problem) && typeof problem.code === 'string') {
      problems[field] = {
        code: problem.code,
        message: typeof problem.message === 'string' ? problem.message : '',
      };
    }
  }
  return problems;
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
    code: envelope && typeof envelope.code === 'string' ? envelope.code : 'unknown',
    message:
      envelope && typeof envelope.message === 'string'
        ? envelope.message
        : response.statusText || `HTTP ${response.status}`,
    fields: envelope ? fieldProblems(envelope.fields) : undefined,
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
