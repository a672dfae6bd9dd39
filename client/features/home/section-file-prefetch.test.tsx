import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { afterTimersScheduledWithin } from '../../test/timers';
import { SETTLED_FALLBACK_MS } from '../../lib/when-page-settled';
import { prefetchSectionFiles, usePrefetchSectionFilesAtGate } from './section-file-prefetch';
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

afterEach(() => {
  document.head.querySelectorAll('link[rel="prefetch"], script').forEach((node) => node.remove());
});

describe('prefetching the home sections’ files', () => {
  it('links each built chunk the served page lists, once, as a cross-origin-safe prefetch', () => {
    serveIsland('["assets/LoveStorySection-OJZdLQxJ.js","assets/zod-BBjOjJVP.js"]');
    expect(prefetchSectionFiles()).toBe(2);
    expect(prefetched()).toEqual([
      '/assets/LoveStorySection-OJZdLQxJ.js',
      '/assets/zod-BBjOjJVP.js',
    ]);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="prefetch"]')!;
    // `crossorigin` (anonymous): the same CORS mode as the module imports that later ask for the
    // file, so they get the cached copy.
    expect(link.getAttribute('crossorigin')).toBe('');
    expect(document.getElementById(SECTION_FILES_ISLAND_ID)).toBeNull();
    expect(prefetchSectionFiles()).toBe(0);
    expect(prefetched()).toHaveLength(2);
  });

  it('follows nothing but the build’s own chunks', () => {
    serveIsland(
      '["https://elsewhere.example/x.js","//elsewhere.example/y.js","assets/../../etc/passwd.js","assets/a b.js",42,"assets/ok-1.js"]',
    );
    expect(prefetchSectionFiles()).toBe(1);
    expect(prefetched()).toEqual(['/assets/ok-1.js']);
  });

  it('does nothing without a list, or with one that is not a list', () => {
    expect(prefetchSectionFiles()).toBe(0);
    serveIsland('{"assets/a.js": true}');
    expect(prefetchSectionFiles()).toBe(0);
    serveIsland('["assets/a.js"');
    expect(prefetchSectionFiles()).toBe(0);
    expect(prefetched()).toEqual([]);
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
    expect(prefetched()).toEqual(['/assets/a.js']);
  });

  it('leaves them to the sections themselves for a guest who is in, or who enters first', async () => {
    serveIsland('["assets/a.js"]');
    const { rerender } = render(<AtGate atGate />);
    rerender(<AtGate atGate={false} />);
    await afterTimersScheduledWithin(SETTLED_FALLBACK_MS);
    expect(prefetched()).toEqual([]);
    expect(document.getElementById(SECTION_FILES_ISLAND_ID)).not.toBeNull();
  });
});
