/** Small pieces every bench shares: where its database may be, timing, formatting, sign-in. */

/** The bench must only ever load this machine: a remote database is refused. */
export function localMongoUri(): string | undefined {
  const uri = process.env.MONGODB_URI;
  if (!uri) return undefined;
  const hosts = /^mongodb:\/\/(?:[^@/]*@)?([^/?]+)/.exec(uri)?.[1];
  const local = hosts
    ?.split(',')
    .every((host) => /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(host));
  if (!local)
    throw new Error(`MONGODB_URI must point to this machine (127.0.0.1) for the bench, not ${uri}`);
  return uri;
}

/** A seeded random (the same plan every run). */
export function seeded(seed: number): () => number {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/** The p-th percentile (nearest rank) of some figures; NaN for none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');

/** Signs in as an organizer, as the dashboard does; answers the session cookie. */
export async function organizerSignIn(url: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  if (!response.ok) throw new Error(`organizer sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
