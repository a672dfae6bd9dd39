import { useEffect, type ComponentType } from 'react';
import { lazyComponent, type Preloadable } from '../../lib/lazy-component';

export type LazySection = Preloadable;

/**
 * A home-page section loaded as its own chunk, so the first screen of a phone on venue Wi-Fi only
 * waits for the hero. Once its chunk is in (see usePreloadSections) it renders synchronously, so the
 * page does not jump under a guest who is already scrolling or following an anchor.
 */
export function lazySection<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazySection {
  return lazyComponent(load, pick);
}

export function isLazySection(component: ComponentType): component is LazySection {
  return typeof (component as Partial<LazySection>).preload === 'function';
}

/**
 * Runs every section chunk as soon as the browser is idle once a guest is in (HomePage), so the
 * page is whole before they scroll to it. At the gate the served page has already fetched the
 * files without running them (scripts/first-screen-plugin.ts), so this takes no download.
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
