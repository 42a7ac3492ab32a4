/**
 * The API's response envelope (docs/product.md): `{ success: true, data, statusCode }` or
 * `{ success: false, error, message, statusCode }`, plus `fieldErrors` naming each wrong field.
 * API answers are never cached.
 */
import type { FieldErrors } from '@/lib/forms/form-state';

export type { FieldErrors };

type SuccessEnvelope<T> = { success: true; data: T; statusCode: number };
type FailureEnvelope = {
  success: false;
  error: string;
  message: string;
  statusCode: number;
  fieldErrors?: FieldErrors;
};

const reasons: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function reasonPhrase(status: number): string {
  return reasons[status] ?? (status >= 500 ? 'Server Error' : 'Error');
}

const baseHeaders = { 'Cache-Control': 'no-store' };

export function ok<T>(data: T, statusCode = 200, headers: Record<string, string> = {}): Response {
  const body: SuccessEnvelope<T> = { success: true, data, statusCode };
  return Response.json(body, { status: statusCode, headers: { ...baseHeaders, ...headers } });
}

export function fail(
  statusCode: number,
  message: string,
  options: { error?: string; fieldErrors?: FieldErrors; headers?: Record<string, string> } = {},
): Response {
  const body: FailureEnvelope = {
    success: false,
    error: options.error ?? reasonPhrase(statusCode),
    message,
    statusCode,
    ...(options.fieldErrors ? { fieldErrors: options.fieldErrors } : {}),
  };
  return Response.json(body, { status: statusCode, headers: { ...baseHeaders, ...(options.headers ?? {}) } });
}

/** 303 to a page of the site (relative to the request, so it works behind any host): the answer to a browser's own form post. */
export function seeOther(
  request: Request,
  location: string,
  headers: Record<string, string | string[]> = {},
): Response {
  const response = new Response(null, { status: 303, headers: { Location: location, ...baseHeaders } });
  for (const [name, value] of Object.entries(headers))
    for (const each of [value].flat()) response.headers.append(name, each);
  return response;
}
