/**
 * Forwarding a submission to the organisers' API (UPSTREAM_API_URL + the same path) with
 * HTTP basic credentials from the server environment and a 30-second timeout. Failures come
 * back as values, which the route turns into the forms' error answer.
 */
import 'server-only';

export interface UpstreamConfig {
  baseUrl: string;
  username: string;
  password: string;
  timeoutMs: number;
}

export type UpstreamResult =
  | { ok: true; status: number; body: unknown }
  /** The API answered with an error status. */
  | { ok: false; kind: 'http'; status: number; message?: string }
  /** It answered 2xx with success false (the "failure flag"). */
  | { ok: false; kind: 'rejected'; status: number; message?: string }
  /** No answer: refused connection, DNS, reset. */
  | { ok: false; kind: 'network'; message: string }
  | { ok: false; kind: 'timeout'; message: string };

export function basicAuthorization(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message.trim().slice(0, 500);
  }
  return undefined;
}

export async function forwardToUpstream(
  config: UpstreamConfig,
  path: `/api/${string}`,
  payload: object,
): Promise<UpstreamResult> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}${path}`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: basicAuthorization(config.username, config.password),
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(config.timeoutMs),
      redirect: 'error',
    });
    // The timeout covers reading the body too.
    text = await response.text();
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return { ok: false, kind: 'timeout', message: `timeout of ${config.timeoutMs}ms exceeded` };
    }
    return { ok: false, kind: 'network', message: 'Network Error' };
  }
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!response.ok) return { ok: false, kind: 'http', status: response.status, message: messageOf(body) };
  if (body && typeof body === 'object' && (body as { success?: unknown }).success === false) {
    return { ok: false, kind: 'rejected', status: response.status, message: messageOf(body) };
  }
  return { ok: true, status: response.status, body };
}
