import { createElement, lazy, type ComponentType } from 'react';

export type Preloadable<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
};

/**
 * A component loaded as its own chunk (so the first screen does not carry it) that can be fetched
 * ahead of need with `preload()`. Once its chunk is in it renders synchronously: React.lazy alone
 * would still suspend for a tick on first render, and a dialog or section would appear a beat late.
 */
export function lazyComponent<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = pick(module);
      return { default: loaded };
    }));
  const Lazy = lazy(preload);
  const Component = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  return Object.assign(Component, { preload });
}
