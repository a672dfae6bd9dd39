import { vi } from 'vitest';

/** A request a component sent, its JSON body parsed. */
export interface SentRequest<Body = Record<string, unknown>> {
  method: string;
  url: string;
  body?: Body;
}

/** A JSON answer, as the server sends one. */
export const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status });

type Answer<Body> = (
  method: string,
  url: string,
  body: Body | undefined,
) => Response | undefined | Promise<Response | undefined>;

/**
 * Stands in for the server in a component test: fetch answers with `answer`, a 404 where it gives
 * nothing, and every request is recorded, in order, in the list this returns.
 */
export function stubFetch<Body = Record<string, unknown>>(
  answer: Answer<Body>,
): SentRequest<Body>[] {
  const sent: SentRequest<Body>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(String(init.body)) as Body) : undefined;
      sent.push({ method, url, body });
      return (await answer(method, url, body)) ?? json({ message: 'Not found' }, 404);
    }),
  );
  return sent;
}
