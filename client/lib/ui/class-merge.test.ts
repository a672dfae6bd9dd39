import path from 'node:path';
import { getDefaultConfig, twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { candidateClasses, clientSourceFiles, knowsClass } from '../../../scripts/tailwind-class-groups';
import { createSiteMerge, siteMergeConfig } from './class-merge';

const mergeClasses = createSiteMerge();

const clientRoot = path.resolve(import.meta.dirname, '../..');
const classes = [...candidateClasses(clientSourceFiles(clientRoot))];

describe("tailwind-merge with the site's class groups", () => {
  it('knows every class in the sources that the default config knows', () => {
    const known = classes.filter((name) => knowsClass(twMerge, name));
    // The sources are read: hundreds of their words are Tailwind classes.
    expect(known.length).toBeGreaterThan(500);
    expect(known.filter((name) => !knowsClass(mergeClasses, name))).toEqual([]);
  });

  it('keeps far fewer groups than the default config', () => {
    const all = Object.keys(getDefaultConfig().classGroups).length;
    const kept = Object.keys(siteMergeConfig().classGroups).length;
    expect(kept).toBeGreaterThan(50);
    expect(kept).toBeLessThan(all / 2);
  });

  it('merges as twMerge does: the later of two conflicting classes wins', () => {
    for (const [classes, merged] of [
      ['px-4 px-8', 'px-8'],
      ['p-5 pt-0 sm:p-6 sm:pt-0', 'p-5 pt-0 sm:p-6 sm:pt-0'],
      ['bg-white text-stone-800 bg-blush-100', 'text-stone-800 bg-blush-100'],
      ['rounded-md min-h-12 w-full rounded-xl', 'min-h-12 w-full rounded-xl'],
      ['text-base text-lg text-blush-700', 'text-lg text-blush-700'],
    ] as const) {
      expect(mergeClasses(classes)).toBe(merged);
      expect(mergeClasses(classes)).toBe(twMerge(classes));
    }
  });
});
