import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is the front door and docs/ the rooms behind it: every link between them leads
 * somewhere (the file, and the heading its #anchor names), and every page in docs/ has a way in.
 */
const root = path.resolve(import.meta.dirname, '..');
const pages = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsIn(file: string): Set<string> {
  const text = readFileSync(path.join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of text.matchAll(/^#{1,6} (.+)$/gm)) {
    const base = anchorOf(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

function linksIn(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return [
    ...[...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]),
    ...[...text.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]),
  ];
}

describe('the README and docs/', () => {
  it.each(pages)('%s: every relative link reaches a file and heading that exist', (page) => {
    const broken: string[] = [];
    for (const link of linksIn(page)) {
      if (/^[a-z]+:/i.test(link)) continue;
      const [target, anchor] = link.split('#');
      const file = target ? path.normalize(path.join(path.dirname(page), target)) : page;
      if (!existsSync(path.join(root, file))) {
        broken.push(`${link} (no file ${file})`);
        continue;
      }
      if (anchor && file.endsWith('.md') && !anchorsIn(file).has(anchor)) {
        broken.push(`${link} (no heading #${anchor} in ${file})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('links every page in docs/ from the README, which stays short', () => {
    const linked = new Set(linksIn('README.md').map((link) => link.split('#')[0]));
    expect(pages.filter((page) => page !== 'README.md' && !linked.has(page))).toEqual([]);
    expect(
      readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length,
    ).toBeLessThanOrEqual(200);
  });
});
