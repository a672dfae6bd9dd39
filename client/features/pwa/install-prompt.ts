/**
 * The browser's install offer (`beforeinstallprompt`), kept from the moment the page starts: it may
 * fire before the install dialog's code has loaded. First-load code, so kept tiny.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the site shows its own dialog.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    emit();
  });
}

export const installOffer = () => offer;
export const installedNow = () => installed;

/** The offer can be shown once; after that it is spent. */
export function spendInstallOffer(): void {
  offer = null;
  emit();
}

export function onInstallChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the offer and the installed signal; for tests. */
export function resetInstallState(): void {
  offer = null;
  installed = false;
}
