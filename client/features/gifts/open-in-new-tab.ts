/** Opens an outside page (registry, cash app) in a new tab that cannot reach back into this one. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
