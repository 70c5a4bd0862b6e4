/** Request and response bodies of the storefront API (server/), shared by browser and server. */
import type { Role, UserRecord } from './types';

export interface CreateUserRequest {
  displayName: string;
  /** Optional; when given it must be the caller's own uid. */
  uid?: string;
}

export type CreateUserResponse = UserRecord;
export type MeResponse = UserRecord;

export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export interface HealthResponse {
  status: 'ok';
  uptimeSeconds: number;
  storage: string;
}

/** GET /api/ready: 200 when storage answered a read just now (503 with an ApiErrorBody otherwise). */
export interface ReadyResponse {
  status: 'ready';
  storage: string;
}

export const API_PATHS = {
  health: '/api/health',
  ready: '/api/ready',
  users: '/api/users',
  me: '/api/users/me',
} as const;

export class ApiError extends Error {
  /**
   * `instanceof ApiError` holds for an ApiError of any copy of this module: each app bundles its own
   * shared-contracts, but the API client comes from the shell's shared `shared-contracts/react`, so
   * a remote's check would otherwise never match the errors its calls throw (true in unit tests,
   * false in the composed site).
   */
  static override [Symbol.hasInstance](value: unknown): value is ApiError {
    return (
      value instanceof Error && value.name === 'ApiError' && typeof (value as { status?: unknown }).status === 'number'
    );
  }

  constructor(
    readonly status: number,
    message: string,
    /** The parsed answer, for errors that carry data (a 409 of a saved list holds the current list). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  getIdToken: () => Promise<string | null>;
  fetchImpl?: typeof fetch;
}

/** One way to call the API from a browser: JSON in and out, the ID token attached, errors typed. */
export function createApiClient({ baseUrl, getIdToken, fetchImpl }: ApiClientOptions) {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  return async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders?: Record<string, string>,
  ): Promise<T> {
    const token = await getIdToken();
    const headers: Record<string, string> = { ...extraHeaders };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await doFetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    if (!response.ok) {
      const message =
        typeof parsed === 'object' && parsed !== null && 'message' in parsed
          ? String((parsed as ApiErrorBody).message)
          : `Request failed with status ${response.status}`;
      throw new ApiError(response.status, message, parsed);
    }
    return parsed as T;
  };
}

export type ApiRequest = ReturnType<typeof createApiClient>;

export const isAdmin = (role: Role | null | undefined): boolean => role === 'Admin';
