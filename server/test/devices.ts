import { DEVICE_TOKEN_PATTERN } from '../../protocol/device-token';

const issued = new Map<string, Promise<string>>();

async function issue(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/device`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!response.ok || !body.token) {
    throw new Error(`no device identity issued: ${response.status} ${body.message ?? ''}`);
  }
  return body.token;
}

/**
 * The device identity the app at `baseUrl` issued to the phone a test calls `label`: asked for
 * once, as a phone does on its first visit, then kept. A value that already is an identity is
 * used as it is.
 */
export function deviceFor(baseUrl: string, label: string): Promise<string> {
  if (DEVICE_TOKEN_PATTERN.test(label)) return Promise.resolve(label);
  const key = `${baseUrl}|${label}`;
  let token = issued.get(key);
  if (!token) {
    token = issue(baseUrl);
    issued.set(key, token);
    token.catch(() => issued.delete(key));
  }
  return token;
}

/** The header that carries that identity. */
export async function deviceHeader(
  baseUrl: string,
  label: string | undefined,
): Promise<Record<string, string>> {
  return label ? { 'x-device-id': await deviceFor(baseUrl, label) } : {};
}
