import type { KeyOf } from '../../lib/use-strings';
import type { LucideIcon } from 'lucide-react';
import type { HomeSection } from '../home/sections';
import type { PageLink } from './page-links';

/** Spec guest-site §3 'Menu item'. A section's href is '/#anchor'. */
export type MenuItem = {
  name: string;
  href: string;
  /** Items built on the first screen have none; the phone menu finds theirs in menu-icons.ts. */
  icon?: LucideIcon;
  isSection: boolean;
};

export function buildMenuItems(
  sections: readonly HomeSection[],
  pages: readonly PageLink[],
  t: (key: KeyOf<'chrome'>) => string,
): MenuItem[] {
  return [
    ...sections.map((s) => ({
      name: t(s.labelKey),
      href: `/#${s.id}`,
      isSection: true,
    })),
    ...pages.map((p) => ({ name: t(p.labelKey), href: p.href, isSection: false })),
  ];
}

/** Items whose name contains the query, ignoring case and surrounding spaces. */
export function filterMenuItems(items: readonly MenuItem[], query: string): MenuItem[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => item.name.toLocaleLowerCase().includes(needle));
}

/** The anchor of a section item ('/#venue-map' → 'venue-map'). */
export function sectionIdOf(item: MenuItem): string {
  return item.href.slice(item.href.indexOf('#') + 1);
}
