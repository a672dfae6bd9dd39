import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { classMergeReady } from '../lib/ui/cn';
import { installFastLabels } from './fast-labels';

// Label queries on long forms cost seconds in jsdom; the same rule, asked in linear time.
installFastLabels(window);

afterEach(() => {
  cleanup();
});

// The first screen loads these on demand; a real phone has them long before the guest taps (the
// end-to-end tests cover that path), so component tests start with them loaded.
beforeAll(async () => {
  const [{ MobileMenuSheet }] = await Promise.all([
    import('../features/chrome/lazy-mobile-menu-sheet'),
    // The name form's check and the session, loaded by the form once the page has settled.
    import('../features/guest-gate/sign-in'),
    // The schemas that answers are parsed with, imported by the first screen only when it fetches.
    import('../../protocol/wedding'),
    import('../../protocol/http'),
  ]);
  await MobileMenuSheet.preload();
  // tailwind-merge, which the first screen fetches right after it starts (lib/ui/cn.ts).
  await classMergeReady;
});

// jsdom has no web streams, and the tests' window (a vm context of its own) does not inherit Node's;
// fetch answers and the photo ZIP's download read them as a browser does.
for (const [name, value] of Object.entries({ ReadableStream, TransformStream, WritableStream })) {
  if (!(name in globalThis))
    Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
}

// jsdom lacks these browser APIs; Radix primitives and our scrolling/visibility code call them.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

if (!('IntersectionObserver' in window)) {
  Object.defineProperty(window, 'IntersectionObserver', {
    writable: true,
    configurable: true,
    value: class extends NoopObserver {
      readonly root = null;
      readonly rootMargin = '0px';
      readonly thresholds: readonly number[] = [];
    },
  });
}

if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: NoopObserver,
  });
}

// jsdom's scrollTo only logs "not implemented"; tests spy on this one.
Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: vi.fn() });

if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

// A phone that already holds the identity the server issued (client/lib/device.ts): component
// tests' fake servers answer the page's calls, not the one-off request for an identity, whose
// own tests are in client/lib/device.test.ts.
beforeEach(() => {
  localStorage.setItem('wedding-device-token', `d1.${'t'.repeat(22)}.0.${'s'.repeat(43)}`);
});
