import { DEVICE_HEADER } from '../../protocol/http';
import { deviceFor } from './devices';

export interface ApiCall {
  method?: string;
  body?: unknown;
  /** Whose session: none calls as a stranger. */
  cookie?: string;
  /** A phone's label: its issued device identity goes in the device header (devices.ts). */
  deviceId?: string;
  /** Any other header the call carries. */
  headers?: Record<string, string>;
}

/**
 * Calls the app's JSON API as the site does: the body sent as JSON, the caller's cookie and
 * device identity in their headers. Answers the status and the parsed body (read as `T`).
 */
export async function callApi<T = Record<string, unknown> & unknown[]>(
  baseUrl: string,
  path: string,
  options: ApiCall = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.deviceId) headers[DEVICE_HEADER] = await deviceFor(baseUrl, options.deviceId);
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}
