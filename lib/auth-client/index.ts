/**
 * The authenticated API client of SPEC.md sections 4 ("Session"), 6, 7 and 9. The access token
 * lives in a 7-day cookie (path /) and in local storage under accessToken; a stored token is
 * sent as a bearer header; on a 401 the client refreshes once through POST /auth/refresh and
 * retries once; when that fails the token is cleared and the call answers Unauthorized /
 * "Session expired. Please log in again." / 401. No screen uses it yet.
 *
 * Unlike the original client, the refresh call carries no built-in basic credentials: the
 * browser never holds credentials (see the README's deviations); the refresh relies on the
 * API's own session cookie instead.
 */
import type { Envelope } from '@/lib/http/envelope';

export const ACCESS_TOKEN_KEY = 'accessToken';
export const TOKEN_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const REQUEST_TIMEOUT_MS = 30_000;

export const SESSION_EXPIRED = {
  success: false,
  error: 'Unauthorized',
  message: 'Session expired. Please log in again.',
  statusCode: 401,
} as const;

export type ApiResult<T> = Envelope<T>;

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** The Set-Cookie string for the token: 7 days, path /, SameSite=Lax, Secure on https. */
export function tokenCookie(token: string, secure: boolean): string {
  return `${ACCESS_TOKEN_KEY}=${encodeURIComponent(token)}; Max-Age=${TOKEN_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function expiredTokenCookie(): string {
  return `${ACCESS_TOKEN_KEY}=; Max-Age=0; Path=/; SameSite=Lax`;
}

function readCookie(doc: Document, name: string): string | null {
  for (const part of doc.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      try {
        return value ? decodeURIComponent(value) : null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The token kept in both places; local storage wins, the cookie covers private modes without it. */
export function browserTokenStore(doc: Document = document, storage: Storage | null = safeLocalStorage()): TokenStore {
  return {
    get() {
      let fromStorage: string | null = null;
      try {
        fromStorage = storage?.getItem(ACCESS_TOKEN_KEY) ?? null;
      } catch {
        fromStorage = null;
      }
      return fromStorage || readCookie(doc, ACCESS_TOKEN_KEY);
    },
    set(token) {
      doc.cookie = tokenCookie(token, doc.location?.protocol === 'https:');
      try {
        storage?.setItem(ACCESS_TOKEN_KEY, token);
      } catch {
        // Storage full or blocked: the cookie still holds the token.
      }
    },
    clear() {
      doc.cookie = expiredTokenCookie();
      try {
        storage?.removeItem(ACCESS_TOKEN_KEY);
      } catch {
        // Nothing stored.
      }
    },
  };
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export interface AuthClientOptions {
  /** The API host, e.g. https://api.example.com (paths are appended). */
  baseUrl: string;
  store?: TokenStore;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface AuthClient {
  request<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>>;
  get<T>(path: string): Promise<ApiResult<T>>;
  post<T>(path: string, body?: unknown): Promise<ApiResult<T>>;
  put<T>(path: string, body?: unknown): Promise<ApiResult<T>>;
  patch<T>(path: string, body?: unknown): Promise<ApiResult<T>>;
  delete<T>(path: string): Promise<ApiResult<T>>;
}

type Raw = { status: number; ok: boolean; body: unknown; text: string } | { networkError: string };

function messageOf(body: unknown, text: string, fallback: string): string {
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    return (body as { message: string }).message;
  }
  return text || fallback;
}

export function createAuthClient(options: AuthClientOptions): AuthClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const store = options.store ?? browserTokenStore();
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let refreshing: Promise<boolean> | null = null;

  async function send(method: string, path: string, body: unknown, withToken: boolean): Promise<Raw> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = withToken ? store.get() : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
      return { status: response.status, ok: response.ok, body: parsed, text };
    } catch (error) {
      return { networkError: error instanceof Error ? error.message : String(error) };
    }
  }

  /** One refresh at a time: concurrent 401s wait for the same refresh. */
  function refresh(): Promise<boolean> {
    refreshing ??= (async () => {
      const raw = await send('POST', '/auth/refresh', undefined, false);
      if ('networkError' in raw || !raw.ok) return false;
      const body = raw.body as { success?: unknown; data?: { accessToken?: unknown } } | null;
      const token = body?.success === true && typeof body.data?.accessToken === 'string' ? body.data.accessToken : null;
      if (!token) return false;
      store.set(token);
      return true;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function toResult<T>(raw: Raw): ApiResult<T> {
    if ('networkError' in raw) return { success: false, error: 'Network Error', message: raw.networkError, statusCode: 0 };
    if (raw.ok) return { success: true, data: raw.body as T, statusCode: raw.status };
    return { success: false, error: String(raw.status), message: messageOf(raw.body, raw.text, `Request failed with status ${raw.status}`), statusCode: raw.status };
  }

  async function request<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
    const first = await send(method, path, body, true);
    if ('networkError' in first || first.status !== 401) return toResult<T>(first);
    if (!(await refresh())) {
      store.clear();
      return { ...SESSION_EXPIRED };
    }
    const retried = await send(method, path, body, true);
    if (!('networkError' in retried) && retried.status === 401) {
      store.clear();
      return { ...SESSION_EXPIRED };
    }
    return toResult<T>(retried);
  }

  return {
    request,
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
    put: (path, body) => request('PUT', path, body),
    patch: (path, body) => request('PATCH', path, body),
    delete: (path) => request('DELETE', path),
  };
}
