import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWithRetry } from './import-with-retry';
import { lazyComponent, lazyWithRetry } from './lazy-component';

/** A chunk whose first `failures` downloads fail as the browser's do, then arrive. */
function flakyChunk(failures: number) {
  let attempts = 0;
  const load = vi.fn(() => {
    attempts += 1;
    return attempts <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))
      : Promise.resolve({ Greeting: () => <p>Hello from the chunk</p> });
  });
  return load;
}

class ShowsAddressesOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>The addresses, without the map</p> : this.props.children;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('importWithRetry', () => {
  it('tries a failed chunk again, backing off, until it arrives', async () => {
    const load = flakyChunk(3);
    let loaded: unknown;
    void importWithRetry(load).then((module) => (loaded = module));

    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    // 1–2 s, then 2–4 s, then 4–8 s: the third retry has come by 14 s.
    await vi.advanceTimersByTimeAsync(2000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(loaded).toBeUndefined();
    await vi.advanceTimersByTimeAsync(12_000);
    expect(load).toHaveBeenCalledTimes(4);
    expect(loaded).toHaveProperty('Greeting');
  });

  it('never gives up on its own: an hour of failures leaves it waiting, not failed', async () => {
    const load = flakyChunk(Number.POSITIVE_INFINITY);
    let settled = false;
    void importWithRetry(load).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(settled).toBe(false);
    // Backing off to every 30 s at most: about 120 tries in the hour, not thousands.
    expect(load.mock.calls.length).toBeGreaterThan(100);
    expect(load.mock.calls.length).toBeLessThan(250);
  });
});

describe('lazy parts whose chunk fails to download', () => {
  it('lazyWithRetry stays in its fallback, then shows the part', async () => {
    const load = flakyChunk(2);
    const Greeting = lazyWithRetry(() => load().then((m) => ({ default: m.Greeting })));
    render(
      <main>
        <p>The rest of the page</p>
        <Suspense fallback={<p>Loading…</p>}>
          <Greeting />
        </Suspense>
      </main>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(screen.getByText('Hello from the chunk')).toBeInTheDocument();
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
  });

  it('lazyComponent (and its preload) do the same', async () => {
    const load = flakyChunk(1);
    const Greeting = lazyComponent(load, (m) => m.Greeting);
    void Greeting.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Greeting />
      </Suspense>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.getByText('Hello from the chunk')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('with a number of retries, the last failure reaches the error boundary', async () => {
    const load = flakyChunk(Number.POSITIVE_INFINITY);
    const Map = lazyWithRetry(() => load().then((m) => ({ default: m.Greeting })), 2);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ShowsAddressesOnFailure>
        <Suspense fallback={<p>Loading the map…</p>}>
          <Map />
        </Suspense>
      </ShowsAddressesOnFailure>,
    );
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Loading the map…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText('The addresses, without the map')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
