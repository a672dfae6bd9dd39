/**
 * The tailwind-merge class groups this site's classes belong to, read from the client's sources at
 * build time. tailwind-merge builds its lookup of all ~380 groups of Tailwind on its first merge, a
 * single long task on a phone while the home page loads; the site uses about a third of them, and a
 * lookup of those alone knows every class written here (client/lib/ui/class-merge.ts; its test
 * checks every class in the sources).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge';

export const CLASS_GROUPS_MODULE = 'virtual:tailwind-class-groups';
const RESOLVED_ID = `\0${CLASS_GROUPS_MODULE}`;

/** The client's own source files: where every class a component can render is written. */
export function clientSourceFiles(clientRoot: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'e2e' && entry.name !== 'public') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        files.push(full);
      }
    }
  };
  walk(clientRoot);
  return files.sort();
}

/**
 * Every word of the sources that could be a class (as Tailwind's own scanner, generously: a word
 * that is not a class simply belongs to no group).
 */
export function candidateClasses(files: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const file of files) {
    for (const word of readFileSync(file, 'utf8').split(/[\s"'`{};<>]+/)) {
      if (word && word.length < 120) words.add(word);
    }
  }
  return words;
}

/** Whether a merge knows a class: twMerge keeps one of two equal classes it knows, both of others. */
export function knowsClass(merge: (classes: string) => string, className: string): boolean {
  return merge(`${className} ${className}`) === className;
}

/**
 * The groups of tailwind-merge's default config that one of these classes falls in. Through its
 * public API: a merge that knows one group only drops a repeated class of that group.
 */
export function classGroupsOf(classes: readonly string[]): string[] {
  const known = classes.filter((className) => knowsClass(twMerge, className));
  const repeated = [...known, ...known].join(' ');
  const config = getDefaultConfig();
  const mergeWith = (classGroups: Partial<typeof config.classGroups>) =>
    createTailwindMerge(() => ({
      ...config,
      classGroups: classGroups as typeof config.classGroups,
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
    }))(repeated);
  // Arbitrary properties ([--size:2rem]) are known without any group.
  const withoutGroups = mergeWith({});
  return Object.keys(config.classGroups).filter((group) => {
    const key = group as keyof typeof config.classGroups;
    return mergeWith({ [key]: config.classGroups[key] }) !== withoutGroups;
  });
}

export function usedClassGroups(clientRoot: string): string[] {
  return classGroupsOf([...candidateClasses(clientSourceFiles(clientRoot))]).sort();
}

/** `virtual:tailwind-class-groups`: the list above, as the sources are when the module loads. */
export function tailwindClassGroupsPlugin(clientRoot: string): Plugin {
  return {
    name: 'wedding-tailwind-class-groups',
    resolveId: (id) => (id === CLASS_GROUPS_MODULE ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export const usedClassGroups = ${JSON.stringify(usedClassGroups(clientRoot))};`;
    },
  };
}
