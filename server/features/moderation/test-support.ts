import { DEVICE_HEADER } from '../../../protocol/http';
import { deviceFor } from '../../test/devices';
import type { TestApp } from '../../test/harness';

export interface Answer {
  status: number;
  body: Record<string, unknown> & unknown[];
}

/** Calls the API as a guest (no cookie) or as an organizer (with the cookie). */
export function caller(app: TestApp) {
  return async (
    path: string,
    options: { method?: string; body?: unknown; cookie?: string; deviceId?: string } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.cookie) headers.cookie = options.cookie;
    if (options.deviceId) headers[DEVICE_HEADER] = await deviceFor(app.url, options.deviceId);
    headers['user-agent'] =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
    const response = await fetch(`${app.url}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };
}

/** A valid device id per name. */
export const device = (name: string) => `dev_${name}_`.padEnd(20, 'x');
