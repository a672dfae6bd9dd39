import { clsx, type ClassValue } from 'clsx';
import { importWithRetry } from '../import-with-retry';

let merge: (classes: string) => string = (classes) => classes;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * tailwind-merge (8 KB gzip, class-merge.ts) stays out of the first screen's chunk: it is fetched
 * as soon as that chunk runs, and every part loaded later waits for it (lazy-component.ts). Until it
 * is ready, cn() only joins, which is right for the first screen because its classes never conflict
 * (first-screen-classes.test.tsx keeps it so).
 */
export const classMergeReady: Promise<void> = importWithRetry(() => import('./class-merge')).then(
  async (module) => {
    // tailwind-merge's config, then its lookup (built on its first merge), each in a task of its
    // own rather than inside whichever render first needs them.
    await nextTask();
    const siteMerge = module.createSiteMerge();
    await nextTask();
    siteMerge('p-0');
    merge = siteMerge;
  },
);

/** Joins class names; later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
