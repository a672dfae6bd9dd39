import { clsx, type ClassValue } from 'clsx';
import { importWithRetry } from '../import-with-retry';

let merge: (classes: string) => string = (classes) => classes;

/**
 * tailwind-merge (8 KB gzip) stays out of the first screen's chunk: it is fetched as soon as that
 * chunk runs, and every part loaded later waits for it (lazy-component.ts). Until it arrives, cn()
 * only joins, which is right for the first screen because its classes never conflict
 * (first-screen-classes.test.tsx keeps it so).
 */
export const classMergeReady: Promise<void> = importWithRetry(() => import('tailwind-merge')).then(
  (module) => {
    merge = module.twMerge;
  },
);

/** Joins class names; later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
