import { homeSections, sectionIds, type HomeSection } from './sections';

/** The registered sections in page order (the spec's), however the registry lines were merged. */
export function orderedHomeSections(
  sections: readonly HomeSection[] = homeSections,
): HomeSection[] {
  return [...sections].sort((a, b) => sectionIds.indexOf(a.id) - sectionIds.indexOf(b.id));
}
