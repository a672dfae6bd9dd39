import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  DEVICE_HEADER,
  buildPath,
  type BodyInputOf,
  type Endpoint,
  type QueryInputOf,
  type ResponseOf,
} from '../../protocol/endpoint';
import type { ErrorBody } from '../../protocol/http';
import { deviceHeaders } from './device';
import { forgetCachedReadsOnRefusal } from './forget-cached-reads';

/** A non-ok answer. Its message is 'status: body text' (or the status text when the body is empty). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ErrorBody,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's own explanation, in English (error-text.ts's serverText words it for the guest). */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }

  /** The explanation's stable code (`rsvp.firstNameRequired`, 'unknown'), when the body had one. */
  get code(): string | undefined {
    return this.body?.code;
  }

  /** The values the explanation was worded with (a table's number). */
  get params(): ErrorBody['params'] {
    return this.body?.params;
  }

  /** A 400's problems, field by field, each with its code. */
  get issues(): NonNullable<ErrorBody['issues']> {
    return this.body?.issues ?? [];
  }
}

async function throwIfResNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  forgetCachedReadsOnRefusal(response.status);
  const text = (await response.text()) || response.statusText;
  let body: ErrorBody | undefined;
  try {
    const json: unknown = JSON.parse(text);
    // Loaded only on a failure, so the first screen's JavaScript carries no schema library.
    const { errorBodySchema } = await import('../../protocol/http');
    const parsed = errorBodySchema.safeParse(json);
    if (parsed.success) body = parsed.data;
  } catch {
    // Not JSON: the text itself is the message.
  }
  throw new ApiError(response.status, `${response.status}: ${text}`, body);
}

/** Sends cookies always, and a JSON body only when there is one. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    ...extraHeaders,
    ...(await deviceHeaders(DEVICE_HEADER)),
  };
  if (data !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(response);
  return response;
}

type CallInput<E extends Endpoint> = {
  params?: Record<string, string | number>;
  query?: QueryInputOf<E>;
  body?: BodyInputOf<E>;
  /** Proofs an endpoint asks for beyond cookies (e.g. a moment's author token). */
  headers?: Record<string, string>;
};

/** The query key of an endpoint: its path, so the default query function can load it. */
export function queryKeyOf(endpoint: Endpoint, params?: Record<string, string | number>): [string] {
  return [buildPath(endpoint.path, params)];
}

/** Calls one endpoint of the contract and parses the answer with its schema. */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
): Promise<ResponseOf<E>> {
  let url = buildPath(endpoint.path, input.params);
  if (input.query && Object.keys(input.query).length) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(input.query as Record<string, unknown>)) {
      if (value !== undefined && value !== null) search.set(key, String(value));
    }
    url += `?${search}`;
  }
  const response = await apiRequest(endpoint.method, url, input.body, input.headers);
  return (endpoint.response as z.ZodType<ResponseOf<E>>).parse(await response.json());
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Loads the path built by joining the query key's segments with slashes. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), {
      credentials: 'include',
      headers: await deviceHeaders(DEVICE_HEADER),
    });
    if (on401 === 'returnNull' && response.status === 401) {
      forgetCachedReadsOnRefusal(response.status);
      return null;
    }
    await throwIfResNotOk(response);
    return (await response.json()) as T;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
