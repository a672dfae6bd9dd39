import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';
import { usedClassGroups } from 'virtual:tailwind-class-groups';

/**
 * tailwind-merge's default config with only the class groups this site's sources use
 * (scripts/tailwind-class-groups.ts): the lookup built on the first merge is a third of the
 * default one, and every class written here falls in the same group (class-merge.test.ts).
 */
export function siteMergeConfig(): ReturnType<typeof getDefaultConfig> {
  const used = new Set<string>(usedClassGroups);
  const config = getDefaultConfig();
  const classGroups = Object.fromEntries(
    Object.entries(config.classGroups).filter(([group]) => used.has(group)),
  ) as typeof config.classGroups;
  return { ...config, classGroups };
}

/**
 * A merge on that config. The config is built now and the lookup on the first merge, so a caller
 * can do each in a task of its own (cn.ts): on a slow phone each is a short task where the two
 * together were a long one.
 */
export function createSiteMerge(): (classes: string) => string {
  const config = siteMergeConfig();
  return createTailwindMerge(() => config);
}
