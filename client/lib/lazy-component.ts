import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { importWithRetry } from './import-with-retry';
import { classMergeReady } from './ui/cn';

/** A part's chunk, and tailwind-merge before the part renders (see cn.ts). */
function importPart<M>(load: () => Promise<M>, retries?: number): Promise<M> {
  return Promise.all([importWithRetry(load, retries), classMergeReady]).then(([module]) => module);
}

export type Preloadable<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
};

/**
 * React.lazy whose chunk is fetched again until it arrives (see importWithRetry): a failed
 * download leaves the part in its Suspense fallback instead of unmounting the page. With
 * `retries`, the last failure is thrown to the nearest error boundary (a part that has a better
 * fallback than waiting).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithRetry<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  retries?: number,
): LazyExoticComponent<C> {
  return lazy(() => importPart(load, retries));
}

/**
 * A component loaded as its own chunk (so the first screen does not carry it) that can be fetched
 * ahead of need with `preload()`. Once its chunk is in it renders synchronously: React.lazy alone
 * would still suspend for a tick on first render, and a dialog or section would appear a beat late.
 * A failed download is tried again until it arrives.
 */
export function lazyComponent<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= importPart(load).then((module) => {
      loaded = pick(module);
      return { default: loaded };
    }));
  const Lazy = lazy(preload);
  const Component = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  return Object.assign(Component, { preload });
}
