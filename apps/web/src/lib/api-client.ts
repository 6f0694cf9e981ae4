import { msg } from '@carmarket/shared/i18n/translate';
import { pageTranslator } from './i18n';

const API_PREFIX = '/api';
// The client's own sentences, in English (the catalogs' keys): an ApiError carries them in the
// page's language (`inPageLanguage`), as the server's own messages arrive in it.
const GENERIC_ERROR_MESSAGE = msg('Something went wrong. Please try again.');
/**
 * No answer at all; also what a page says when a part of it fails to download (show it with
 * `t(NETWORK_ERROR_MESSAGE)`).
 */
export const NETWORK_ERROR_MESSAGE = msg(
  'We could not reach CarMarket. Check your connection and try again.',
);
const UNEXPECTED_RESPONSE_MESSAGE = msg(
  'The server sent an unexpected response. Please try again.',
);

/** One of the sentences above in the page's language. */
const inPageLanguage = (message: string) => pageTranslator().t(message);

/**
 * What a call's answer is, for the type checker. The server already checks every answer against
 * the shared zod schema before sending it (the serializer in apps/api/src/app.ts fails the answer
 * when it does not match), so the browser does not parse it a second time: zod stays out of the
 * first load (decision 091). `parse` only hands the JSON on, typed.
 */
export interface ResponseSchema<T> {
  parse: (input: unknown) => T;
}

const passThrough: ResponseSchema<unknown> = { parse: (input) => input };

/** The answer is JSON of type `T` (its shared zod schema's type, imported with `import type`). */
export function expectJson<T>(): ResponseSchema<T> {
  return passThrough as ResponseSchema<T>;
}

/** A failed call: `status` is the HTTP status (0 when the server was unreachable). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly field: string | undefined;
  /** The server's stable code (api.md): what the app branches on, never `message`. */
  readonly code: string | undefined;

  constructor(
    status: number,
    message: string,
    options?: { field?: string; code?: string; cause?: unknown },
  ) {
    super(message, { cause: options?.cause });
    this.status = status;
    this.field = options?.field;
    this.code = options?.code;
  }
}

/** For calls answered with 204 No Content. */
export const noContent: ResponseSchema<void> = { parse: () => undefined };

// The access token lives in memory only (spec section 3): a reload trades the session cookie for
// a new one. The session code registers how to refresh it, so this module stays below it.
/** The token calls carry now (null signed out); read-only outside this module. */
export let accessToken: string | null = null;
let refreshAccessToken: (() => Promise<string | null>) | null = null;
let refreshInFlight: Promise<string | null> | null = null;

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

/** `refresh` returns a new token, or null after it has signed the user out. */
export function setAccessTokenRefresher(refresh: () => Promise<string | null>): void {
  refreshAccessToken = refresh;
}

/** Many calls can fail with 403 at once; they share one refresh. */
function refreshOnce(): Promise<string | null> {
  if (!refreshAccessToken) return Promise.resolve(null);
  refreshInFlight ??= refreshAccessToken().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * The token to retry a refused call with: the one a refresh brought while the call was on its
 * way, or a new refresh. Each refresh replaces the session cookie (decision 101), so calls that
 * were refused together do not refresh one after another.
 */
export function tokenAfterForbidden(sentToken: string): Promise<string | null> {
  if (accessToken && accessToken !== sentToken) return Promise.resolve(accessToken);
  return refreshOnce();
}

type QueryValue = string | number | boolean | null | undefined;

/** How a request leaves: the browser's fetch, or the server's own (decision 116). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * The server renderer answers the first screen's calls inside its own process (Fastify's
 * inject) instead of over the network; set once, when the render module loads.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/**
 * The page's language, sent with every call as Accept-Language so the API answers its sentences
 * in it (decision 119). Set once by main.tsx; the server renderer's calls carry the page's own.
 */
let apiLanguage = 'en';

export function setApiLanguage(language: string): void {
  apiLanguage = language;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** Empty values (undefined, null, '') are left out of the query string. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Off for the session calls themselves, which must not refresh on failure. */
  refreshOnForbidden?: boolean;
  /** The request outlives the page: for a report sent just before the person reloads. */
  keepalive?: boolean;
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${API_PREFIX}${path}${queryString ? `?${queryString}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** The one error shape of api.md, `{ code, message, field? }` (ErrorResponseSchema), checked by hand. */
export function readErrorBody(
  body: unknown,
): { code: string; message: string; field?: string } | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { code, message, field } = body as Record<string, unknown>;
  if (typeof code !== 'string') return null;
  if (typeof message !== 'string' || message === '') return null;
  if (field !== undefined && typeof field !== 'string') return null;
  return field === undefined ? { code, message } : { code, message, field };
}

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const error = readErrorBody(await readJson(response));
    if (error) {
      const { message, ...details } = error;
      return new ApiError(response.status, message, details);
    }
  } catch {
    // A body that is not JSON falls through to the generic sentence.
  }
  return new ApiError(response.status, inPageLanguage(GENERIC_ERROR_MESSAGE));
}

/**
 * The one place the web app calls `fetch`: prefixes `/api`, sends JSON or multipart, reads the
 * answer as `schema` says (`expectJson<T>()` or `noContent`), and turns every non-2xx answer into an `ApiError` carrying the
 * server's `message`.
 */
export async function apiRequest<T>(
  path: string,
  schema: ResponseSchema<T>,
  options: ApiRequestOptions = {},
): Promise<T> {
  const {
    method = 'GET',
    body,
    query,
    headers = {},
    signal,
    refreshOnForbidden = true,
    keepalive = false,
  } = options;
  const isFormData = body instanceof FormData;

  const send = async (token: string | null): Promise<Response> => {
    const init: RequestInit = {
      method,
      headers: {
        Accept: 'application/json',
        'Accept-Language': apiLanguage,
        ...(body !== undefined && !isFormData ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      credentials: 'same-origin',
      keepalive,
    };
    if (body !== undefined) init.body = isFormData ? body : JSON.stringify(body);
    if (signal) init.signal = signal;
    try {
      return await transport(buildUrl(path, query), init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, inPageLanguage(NETWORK_ERROR_MESSAGE), { cause: error });
    }
  };

  const sentToken = accessToken;
  let response = await send(sentToken);
  // Spec section 4: a 403 is retried once after refreshing the token with the session cookie.
  if (response.status === 403 && sentToken && refreshOnForbidden) {
    const freshToken = await tokenAfterForbidden(sentToken);
    if (freshToken) response = await send(freshToken);
  }

  if (!response.ok) throw await toApiError(response);

  try {
    return schema.parse(await readJson(response));
  } catch (error) {
    throw new ApiError(response.status, inPageLanguage(UNEXPECTED_RESPONSE_MESSAGE), {
      cause: error,
    });
  }
}

export function apiGet<T>(
  path: string,
  schema: ResponseSchema<T>,
  options: Omit<ApiRequestOptions, 'method' | 'body'> = {},
): Promise<T> {
  return apiRequest(path, schema, { ...options, method: 'GET' });
}

/** Upload progress as a whole percentage, 0 to 100. */
export type UploadProgress = (percent: number) => void;

function sendWithProgress(
  path: string,
  form: FormData,
  token: string | null,
  onProgress: UploadProgress,
): Promise<Response> {
  // fetch cannot report upload progress; XMLHttpRequest can (spec section 7: "upload progress
  // reported as percentage"). The answer is wrapped in a Response so one reader serves both.
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', buildUrl(path, undefined));
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      resolve(new Response(request.responseText || null, { status: request.status }));
    request.onerror = () => reject(new ApiError(0, inPageLanguage(NETWORK_ERROR_MESSAGE)));
    request.onabort = () => reject(new ApiError(0, inPageLanguage(NETWORK_ERROR_MESSAGE)));
    request.send(form);
  });
}

/**
 * A multipart POST that reports its upload progress, with the same bearer, 403 refresh and error
 * handling as `apiRequest`.
 */
export async function apiUpload<T>(
  path: string,
  schema: ResponseSchema<T>,
  form: FormData,
  onProgress: UploadProgress,
): Promise<T> {
  const sentToken = accessToken;
  let response = await sendWithProgress(path, form, sentToken, onProgress);
  if (response.status === 403 && sentToken) {
    const freshToken = await tokenAfterForbidden(sentToken);
    if (freshToken) {
      onProgress(0);
      response = await sendWithProgress(path, form, freshToken, onProgress);
    }
  }
  if (!response.ok) throw await toApiError(response);
  try {
    return schema.parse(await readJson(response));
  } catch (error) {
    throw new ApiError(response.status, inPageLanguage(UNEXPECTED_RESPONSE_MESSAGE), {
      cause: error,
    });
  }
}
