import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** Screenshots for a person to look at (gitignored), never compared pixel by pixel. */
export async function saveArtifact(page: Page, name: string): Promise<void> {
  const folder = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}${name}.png` });
}

export type SmallText = { text: string; px: number };

/**
 * Every text a person can see whose computed size is below `minPx`. Text means an element with a
 * non-blank text node of its own; screen-reader-only text (clipped to a pixel) is not seen.
 */
export function textBelow(page: Page, minPx: number): Promise<SmallText[]> {
  return page.evaluate((min) => {
    const small: { text: string; px: number }[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!own) continue;
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width <= 1 || rect.height <= 1 || style.visibility === 'hidden') continue;
      const px = parseFloat(style.fontSize);
      if (px < min) small.push({ text: own.slice(0, 40), px: Math.round(px * 10) / 10 });
    }
    return small;
  }, minPx);
}

export type Overflow = { container: string; child: string; by: number };

/**
 * For every element matching `containers`: each visible descendant that sticks out of it (by more
 * than half a pixel), and the container itself when it sticks out of the viewport. A descendant
 * wholly clipped away by an ancestor (a tag wrapped out of a one-row list) is not visible.
 */
export function overflowsOf(page: Page, containers: string): Promise<Overflow[]> {
  return page.evaluate((selector) => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    const outBy = (inner: DOMRect, outer: { left: number; top: number; right: number; bottom: number }) =>
      Math.max(
        outer.left - inner.left,
        outer.top - inner.top,
        inner.right - outer.right,
        inner.bottom - outer.bottom,
      );
    const viewport = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    const clippedAway = (element: Element, rect: DOMRect, container: Element) => {
      for (let up = element.parentElement; up && up !== container; up = up.parentElement) {
        if (getComputedStyle(up).overflow === 'visible') continue;
        const clip = up.getBoundingClientRect();
        if (rect.top >= clip.bottom || rect.bottom <= clip.top || rect.left >= clip.right || rect.right <= clip.left)
          return true;
      }
      return false;
    };
    const found: { container: string; child: string; by: number }[] = [];
    for (const container of document.querySelectorAll(selector)) {
      const box = container.getBoundingClientRect();
      const outside = outBy(box, viewport);
      if (outside > 0.5) found.push({ container: describe(container), child: 'viewport', by: outside });
      for (const child of container.querySelectorAll('*')) {
        const rect = child.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1 || clippedAway(child, rect, container)) continue;
        const by = outBy(rect, box);
        if (by > 0.5) found.push({ container: describe(container), child: describe(child), by });
      }
    }
    return found;
  }, containers);
}

/** Pairs of consecutive `selector` elements whose boxes overlap vertically. */
export function overlapsOf(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((query) => {
    const rects = [...document.querySelectorAll(query)].map((element) => element.getBoundingClientRect());
    return rects.slice(1).flatMap((rect, index) =>
      rect.top < rects[index]!.bottom - 0.5 ? [`${index + 1} overlaps ${index + 2}`] : [],
    );
  }, selector);
}
