// PostgREST's error body ({ code, details, hint, message }) and its mapping of SQLSTATE to HTTP status.
import { DatabaseError } from '../db/database.ts';
import { json, PayloadTooLargeError, type Reply } from '../http.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
  }
}

const SUPPORT_HINT = 'See packages/local-backend/README.md for what the local backend supports.';

/** A request that real PostgREST would accept but the local backend does not implement. */
export function unsupported(what: string): ApiError {
  return new ApiError(400, 'PGRST100', `${what} is not supported by the local backend`, null, SUPPORT_HINT);
}

export function parseError(message: string, details: string | null = null): ApiError {
  return new ApiError(400, 'PGRST100', message, details);
}

/** PostgREST's table of SQLSTATE to status; 42501 depends on whether the request was signed in. */
export function statusForSqlState(code: string, authenticated: boolean): number {
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17' || code === '53400') return 500;
  if (code.startsWith('PT') && /^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const prefix = code.slice(0, 2);
  if (prefix === '08' || prefix === '53') return 503;
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403;
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(
      prefix,
    )
  ) {
    return 500;
  }
  return 400;
}

export function errorReply(
  error: unknown,
  authenticated: boolean,
  extraHeaders: Record<string, string>,
): Reply {
  if (error instanceof ApiError) {
    const headers: Record<string, string> = { ...extraHeaders };
    if (error.status === 401) headers['www-authenticate'] = 'Bearer';
    return json(
      error.status,
      { code: error.code, details: error.details, hint: error.hint, message: error.message },
      headers,
    );
  }
  if (error instanceof DatabaseError) {
    const status = statusForSqlState(error.code, authenticated);
    const headers: Record<string, string> = { ...extraHeaders };
    if (status === 401) headers['www-authenticate'] = 'Bearer';
    return json(
      status,
      { code: error.code, details: error.detail, hint: error.hint, message: error.message },
      headers,
    );
  }
  if (error instanceof PayloadTooLargeError) {
    return json(
      413,
      { code: 'PGRST102', details: null, hint: null, message: 'Request body too large' },
      extraHeaders,
    );
  }
  console.error('Unexpected error in /rest/v1:', error);
  return json(500, { code: 'PGRST000', details: null, hint: null, message: 'Internal error' }, extraHeaders);
}
