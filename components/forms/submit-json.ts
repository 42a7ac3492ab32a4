import type { Envelope } from '@/lib/http/envelope';

/**
 * Posts a form's values as JSON to one of our route handlers and reads the envelope of
 * SPEC.md section 7. Never throws: a network failure is { success: false, error: 'Network Error' }.
 */
export async function submitJson<T>(endpoint: string, values: Record<string, string>): Promise<Envelope<T>> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(values),
    });
    const body = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (response.ok && body && body.success === true) return body;
    return {
      success: false,
      error: body && !body.success ? body.error : String(response.status),
      message: body && !body.success ? body.message : response.statusText,
      statusCode: response.status,
      fieldErrors: body && !body.success ? body.fieldErrors : undefined,
    };
  } catch (error) {
    return { success: false, error: 'Network Error', message: error instanceof Error ? error.message : String(error), statusCode: 0 };
  }
}

/** The string values of a form's named controls. */
export function formValues(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')]));
}
