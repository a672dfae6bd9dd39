import { useEffect } from 'react';
import { whenPageSettled } from '../../lib/when-page-settled';
import { SECTION_FILES_ISLAND_ID } from './section-files-island';

// The served home page lists the files of the sections below the hero in a JSON island rather
// than as prefetch links: links in the HTML are fetched at once, beside the app's own script, and
// on a slow connection 210 KB of sections shared the bandwidth with the 129 KB the first screen
// needs to start.

/** A built chunk's path as the plugin writes it; anything else in the island is not followed. */
const BUILT_CHUNK = /^assets\/[\w.-]+\.js$/;

/**
 * Adds a prefetch link for each file the island lists, once (the island is removed), and returns
 * how many. The files go to the browser's cache at the lowest priority and are not run.
 */
export function prefetchSectionFiles(doc: Document = document): number {
  const island = doc.getElementById(SECTION_FILES_ISLAND_ID);
  if (!island) return 0;
  island.remove();
  let listed: unknown;
  try {
    listed = JSON.parse(island.textContent ?? '');
  } catch {
    return 0;
  }
  if (!Array.isArray(listed)) return 0;
  const links = listed
    .filter((file): file is string => typeof file === 'string' && BUILT_CHUNK.test(file))
    .map((file) => {
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.crossOrigin = '';
      link.href = `/${file}`;
      return link;
    });
  doc.head.append(...links);
  return links.length;
}

/**
 * While a new guest is at the gate, once the app has started and the page is idle, fetches the
 * sections' files so the page is whole at once when the guest enters, even on the venue's slow
 * Wi-Fi. A guest already in runs the sections themselves instead (HomePage).
 */
export function usePrefetchSectionFilesAtGate(atGate: boolean): void {
  useEffect(() => {
    if (!atGate) return;
    return whenPageSettled(() => prefetchSectionFiles());
  }, [atGate]);
}
