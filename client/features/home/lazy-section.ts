import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazySection = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A home-page section loaded as its own chunk, so the first screen of a phone on venue Wi-Fi only
 * waits for the hero. `preload` fetches the chunk ahead of need (all of them are fetched once the
 * first screen is up, so anchors and scrolling never wait).
 */
export function lazySection<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazySection {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= load().then((module) => ({ default: pick(module) })));
  return Object.assign(lazy(preload), { preload });
}

export function isLazySection(component: ComponentType): component is LazySection {
  return typeof (component as Partial<LazySection>).preload === 'function';
}
