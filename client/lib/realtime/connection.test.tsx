import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '../api';
import { connection, useFallbackPolling, type ConnectionStatus } from './connection';

async function setStatus(status: ConnectionStatus) {
  // valtio notifies subscribers in a microtask; act flushes it and the re-render.
  await act(async () => {
    connection.status = status;
  });
}

afterEach(() => {
  connection.status = 'connecting';
  connection.everConnected = false;
});

describe('useFallbackPolling', () => {
  test('gives no interval while connected and the interval otherwise, or after a failed fetch', async () => {
    const loaded = { state: { status: 'success' as const } };
    const failed = { state: { status: 'error' as const } };
    connection.status = 'connected';
    const { result } = renderHook(() => useFallbackPolling(10_000));
    expect(result.current(loaded)).toBe(false);
    expect(result.current(failed)).toBe(10_000);

    await setStatus('disconnected');
    expect(result.current(loaded)).toBe(10_000);

    await setStatus('connected');
    expect(result.current(loaded)).toBe(false);

    await setStatus('connecting');
    expect(result.current(loaded)).toBe(10_000);
  });
});

describe('a live query using the fallback', () => {
  let fetches: number;

  function LiveVersion() {
    const { data } = useQuery<{ version: number }>({
      queryKey: ['/api/live-thing'],
      refetchInterval: useFallbackPolling(10_000),
    });
    return <p>version {data?.version ?? 'none'}</p>;
  }

  /** Lets `ms` of polling time pass (only intervals are faked, so fetches and renders settle normally). */
  async function elapse(ms: number) {
    await act(() => vi.advanceTimersByTimeAsync(ms));
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    fetches = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        expect(url).toBe('/api/live-thing');
        fetches += 1;
        return new Response(JSON.stringify({ version: fetches }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('polls only while the socket is down, and stops when it is back', async () => {
    connection.status = 'connected';
    render(
      <QueryClientProvider client={createQueryClient()}>
        <LiveVersion />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('version 1')).toBeInTheDocument();

    // Connected: pushes keep the data fresh, nothing is fetched again.
    await elapse(60_000);
    expect(fetches).toBe(1);

    // The socket drops: the query falls back to polling every 10 s.
    await setStatus('disconnected');
    await elapse(10_000);
    expect(fetches).toBe(2);
    await elapse(10_000);
    expect(fetches).toBe(3);
    expect(await screen.findByText('version 3')).toBeInTheDocument();

    // Back online: polling stops.
    await setStatus('connected');
    await elapse(60_000);
    expect(fetches).toBe(3);
  });

  test('while connected, tries again every 10 s after a failed fetch until one succeeds', async () => {
    connection.status = 'connected';
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <LiveVersion />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('version 1')).toBeInTheDocument();

    // The resync after a server restart fails (the server answers 503 while it starts).
    const working = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async () => {
      fetches += 1;
      return new Response(JSON.stringify({ message: 'starting' }), { status: 503 });
    });
    await act(() => client.refetchQueries({ queryKey: ['/api/live-thing'] }));
    expect(fetches).toBe(2);
    await elapse(10_000);
    expect(fetches).toBe(3);

    // The server is up again: the next try brings the data, and polling stops.
    vi.mocked(fetch).mockImplementation(working);
    await elapse(10_000);
    expect(await screen.findByText('version 4')).toBeInTheDocument();
    await elapse(60_000);
    expect(fetches).toBe(4);
  });
});
