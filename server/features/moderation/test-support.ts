import { callApi, type ApiCall } from '../../test/api';
import type { TestApp } from '../../test/harness';

export interface Answer {
  status: number;
  body: Record<string, unknown> & unknown[];
}

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/** Calls the API as a guest (no cookie) or as an organizer (with the cookie), from a browser. */
export function caller(app: TestApp) {
  return (path: string, options: Omit<ApiCall, 'headers'> = {}): Promise<Answer> =>
    callApi(app.url, path, { ...options, headers: { 'user-agent': BROWSER } });
}

/** A valid device id per name. */
export const device = (name: string) => `dev_${name}_`.padEnd(20, 'x');
