import { createElement, lazy, useEffect, type ComponentType } from 'react';

export type LazySection = ComponentType & { preload: () => Promise<unknown> };

/**
 * A home-page section loaded as its own chunk, so the first screen of a phone on venue Wi-Fi only
 * waits for the hero. Once its chunk is in (see usePreloadSections) it renders synchronously:
 * React.lazy alone would still suspend for a tick on first render and let the page jump under a
 * guest who is already scrolling or following an anchor.
 */
export function lazySection<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazySection {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = pick(module);
      return { default: loaded };
    }));
  const Lazy = lazy(preload);
  const Section = () => createElement(loaded ?? Lazy);
  return Object.assign(Section, { preload });
}

export function isLazySection(component: ComponentType): component is LazySection {
  return typeof (component as Partial<LazySection>).preload === 'function';
}

/**
 * Fetches every section chunk as soon as the browser is idle — while the guest is still at the
 * welcome gate — so the page is whole by the time they are in.
 */
export function usePreloadSections(components: readonly ComponentType[]): void {
  useEffect(() => {
    const preload = () =>
      components.forEach((component) => isLazySection(component) && component.preload());
    const idle = window.requestIdleCallback?.(preload, { timeout: 1000 });
    const timer = idle === undefined ? window.setTimeout(preload, 100) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [components]);
}
