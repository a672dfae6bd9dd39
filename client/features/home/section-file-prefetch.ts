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
 * Takes the served page's list of the sections' files (once: the island is removed) and returns
 * the build's own chunks in it; anything else listed is not followed.
 */
export function takeSectionFileList(doc: Document = document): string[] {
  const island = doc.getElementById(SECTION_FILES_ISLAND_ID);
  if (!island) return [];
  island.remove();
  let listed: unknown;
  try {
    listed = JSON.parse(island.textContent ?? '');
  } catch {
    return [];
  }
  if (!Array.isArray(listed)) return [];
  return listed.filter(
    (file): file is string => typeof file === 'string' && BUILT_CHUNK.test(file),
  );
}

/**
 * How long one slice may add links for: an idle moment can be 50 ms long, and a slice that fills
 * it is a long task on a slow phone if a tap comes in meanwhile.
 */
const SLICE_MS = 8;

/**
 * Adds a prefetch link for each file, a few at a time in idle moments (103 links at once were a
 * 140 ms task on a phone slowed 4×: each link starts its fetch as it is added). The files go to the
 * browser's cache at the lowest priority and are not run. Returns a cancel.
 */
export function prefetchInIdleSlices(
  files: readonly string[],
  doc: Document = document,
): () => void {
  let next = 0;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const addLink = (file: string) => {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.crossOrigin = '';
    link.href = `/${file}`;
    doc.head.append(link);
  };
  const slice = (deadline?: IdleDeadline) => {
    const until = performance.now() + SLICE_MS;
    const timeLeft = () =>
      performance.now() < until && (deadline === undefined || deadline.timeRemaining() > 1);
    do addLink(files[next++]!);
    while (next < files.length && timeLeft());
    if (next < files.length) schedule();
  };
  const schedule = () => {
    if ('requestIdleCallback' in window) idle = requestIdleCallback(slice);
    else timer = setTimeout(slice, 0);
  };
  if (files.length > 0) schedule();
  return () => {
    if (idle !== undefined) cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
    next = files.length;
  };
}

/**
 * While a new guest is at the gate, once the app has started and the page is idle, fetches the
 * sections' files so the page is whole at once when the guest enters, even on the venue's slow
 * Wi-Fi. A guest already in runs the sections themselves instead (HomePage).
 *
 * Only where there is no service worker: the worker, registered once the page has settled too,
 * precaches every one of these files on its own thread (vite.config.ts), while each prefetch link
 * starts its request on the page's (10–15 ms apiece on this project's test machine, a hundred of
 * them on a guest's phone at the gate).
 */
export function usePrefetchSectionFilesAtGate(atGate: boolean): void {
  useEffect(() => {
    if (!atGate || 'serviceWorker' in navigator) return;
    let stopSlices: (() => void) | undefined;
    const stopWaiting = whenPageSettled(() => {
      stopSlices = prefetchInIdleSlices(takeSectionFileList());
    });
    return () => {
      stopWaiting();
      stopSlices?.();
    };
  }, [atGate]);
}
