/**
 * The one way the web app talks to the API (spec section 7): cookies are always sent, bodies are
 * JSON, and a non-OK answer becomes an `ApiError` whose message reads "409: {response text}".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The response text, or the status text when the body is empty. */
    readonly responseText: string,
    /** The parsed JSON body, when the answer was JSON. */
    readonly body: unknown,
  ) {
    super(`${status}: ${responseText}`);
    this.name = 'ApiError';
  }

  /** The server's own `message`, when it sent one. */
  get serverMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : undefined;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, text || response.statusText, parseJson(text));
  }
  return (text ? parseJson(text) : undefined) as T;
}

export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
export const apiPost = <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
  apiRequest<T>('POST', path, body, headers);
export const apiPatch = <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, body);
export const apiDelete = <T>(path: string) => apiRequest<T>('DELETE', path);
