import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SETTLED_FALLBACK_MS } from '../../lib/when-page-settled';
import { afterTimersScheduledWithin } from '../../test/timers';
import {
  prefetchInIdleSlices,
  takeSectionFileList,
  usePrefetchSectionFilesAtGate,
} from './section-file-prefetch';
import { SECTION_FILES_ISLAND_ID } from './section-files-island';

function serveIsland(text: string) {
  const island = document.createElement('script');
  island.type = 'application/json';
  island.id = SECTION_FILES_ISLAND_ID;
  island.textContent = text;
  document.head.append(island);
}

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
    link.getAttribute('href'),
  );

/** Resolves once every link has been added (jsdom has no requestIdleCallback: slices are timers). */
async function untilPrefetched(count: number) {
  while (prefetched().length < count) await afterTimersScheduledWithin(0);
}

afterEach(() => {
  document.head.querySelectorAll('link[rel="prefetch"], script').forEach((node) => node.remove());
});

describe('the served list of the home sections’ files', () => {
  it('is taken once, and gives the build’s own chunks only', () => {
    serveIsland(
      '["assets/LoveStorySection-OJZdLQxJ.js","https://elsewhere.example/x.js","//elsewhere.example/y.js","assets/../../etc/passwd.js","assets/a b.js",42,"assets/zod-BBjOjJVP.js"]',
    );
    expect(takeSectionFileList()).toEqual([
      'assets/LoveStorySection-OJZdLQxJ.js',
      'assets/zod-BBjOjJVP.js',
    ]);
    expect(document.getElementById(SECTION_FILES_ISLAND_ID)).toBeNull();
    expect(takeSectionFileList()).toEqual([]);
  });

  it('is empty when the page has none, or has something else', () => {
    expect(takeSectionFileList()).toEqual([]);
    serveIsland('{"assets/a.js": true}');
    expect(takeSectionFileList()).toEqual([]);
    serveIsland('["assets/a.js"');
    expect(takeSectionFileList()).toEqual([]);
  });
});

describe('prefetching them', () => {
  it('links every file, in order, as a prefetch in the same CORS mode as the module imports', async () => {
    const files = Array.from({ length: 150 }, (_, i) => `assets/chunk-${i}.js`);
    prefetchInIdleSlices(files);
    await untilPrefetched(files.length);
    expect(prefetched()).toEqual(files.map((file) => `/${file}`));
    // `crossorigin` (anonymous), as a module import asks: the import then gets the cached copy.
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="prefetch"]')!;
    expect(link.getAttribute('crossorigin')).toBe('');
  });

  it('adds them a slice at a time, not in one task, and stops when cancelled', async () => {
    const files = Array.from({ length: 5000 }, (_, i) => `assets/chunk-${i}.js`);
    const cancel = prefetchInIdleSlices(files);
    expect(prefetched()).toEqual([]);
    await afterTimersScheduledWithin(0);
    const afterOneSlice = prefetched().length;
    expect(afterOneSlice).toBeGreaterThan(0);
    expect(afterOneSlice).toBeLessThan(files.length);
    cancel();
    const atCancel = prefetched().length;
    await afterTimersScheduledWithin(0);
    await afterTimersScheduledWithin(0);
    expect(prefetched()).toHaveLength(atCancel);
  });
});

function AtGate({ atGate }: { atGate: boolean }) {
  usePrefetchSectionFilesAtGate(atGate);
  return null;
}

describe('while a new guest is at the gate', () => {
  it('fetches the files once the page has settled, not with the first render', async () => {
    serveIsland('["assets/a.js"]');
    render(<AtGate atGate />);
    expect(prefetched()).toEqual([]);
    await afterTimersScheduledWithin(SETTLED_FALLBACK_MS);
    await untilPrefetched(1);
    expect(prefetched()).toEqual(['/assets/a.js']);
  });

  it('leaves them to the sections themselves for a guest who is in, or who enters first', async () => {
    serveIsland('["assets/a.js"]');
    const { rerender } = render(<AtGate atGate />);
    rerender(<AtGate atGate={false} />);
    await afterTimersScheduledWithin(SETTLED_FALLBACK_MS);
    await afterTimersScheduledWithin(0);
    expect(prefetched()).toEqual([]);
    expect(document.getElementById(SECTION_FILES_ISLAND_ID)).not.toBeNull();
  });

  it('leaves them to the service worker where the browser has one (it precaches them)', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    try {
      serveIsland('["assets/a.js"]');
      render(<AtGate atGate />);
      await afterTimersScheduledWithin(SETTLED_FALLBACK_MS);
      await afterTimersScheduledWithin(0);
      expect(prefetched()).toEqual([]);
      expect(document.getElementById(SECTION_FILES_ISLAND_ID)).not.toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
