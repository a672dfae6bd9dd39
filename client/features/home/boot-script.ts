/**
 * The first screen's boot script: the build (scripts/first-screen-plugin.ts) bundles and minifies
 * this file on its own, with esbuild at the app's build target, and inlines it in <head> of
 * first-screen.html; the server's CSP carries the hash of what the build wrote. It runs before the
 * body is parsed, so it must stay small and import nothing but types and the storage keys.
 *
 * It applies the same language rule as features/chrome/language.ts (stored choice, else the
 * browser's, else the wedding's default the server wrote on <html>), and shows the hero to a guest
 * this device remembers (features/guest-gate/session.ts). Until the app has rendered, the served
 * screen's buttons cannot answer: the script notes which ones a guest tapped (window.__fsTaps, by
 * label and position) for the app to press once it has taken the screen over (first-screen-taps.ts),
 * so no tap is lost. It keeps what is typed in the served name field (window.__fsFields) for the
 * app's field to take over, and keeps the served form from submitting itself (its Enter is a tap on
 * its button, pressed later). Then it starts the app's entry once the browser reports the first
 * screen's content painted (the 'first-contentful-paint' entry: a 'first-paint' entry can come
 * earlier, with only the background drawn; after the next frame where a browser does not report
 * paints), at once in a background tab (it draws no frames), and after 3 s at the latest (a loaded
 * phone can take longer than half a second to paint, and the entry must not race the first paint
 * then either): the first screen is painted before the script is even asked for, so on a slow
 * connection the script never shares the bandwidth with what the first paint waits for.
 */
import { GUEST_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from '../../lib/storage-keys';
import type { FirstScreenTap, ServedField } from './first-screen-taps';

/** Replaced by the build with the app entry's URL (index.html's module script). */
const ENTRY = '%%entry%%';

const root = document.documentElement;
let storage: Storage | null = null;
try {
  storage = window.localStorage;
} catch {
  // Some privacy modes refuse storage altogether: nothing is remembered then.
}
const stored = (key: string): string | null => {
  try {
    return storage ? storage.getItem(key) : null;
  } catch {
    return null;
  }
};
const spoken = (tag: string | null): tag is 'en' | 'es' => tag === 'en' || tag === 'es';

let language = stored(LANGUAGE_STORAGE_KEY);
if (!spoken(language)) {
  language = null;
  const asked = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (let i = 0; i < asked.length && !language; i++) {
    const base = String(asked[i] || '')
      .toLowerCase()
      .split('-')[0]!;
    if (spoken(base)) language = base;
  }
}
language = language || root.getAttribute('data-fs-default') || 'en';

let guestName = '';
try {
  const guest = JSON.parse(stored(GUEST_STORAGE_KEY) || 'null') as { firstName?: unknown } | null;
  if (guest && typeof guest.firstName === 'string' && guest.firstName.trim())
    guestName = guest.firstName;
} catch {
  // A damaged session: the gate, as the app would show.
}
const view =
  root.getAttribute('data-fs-access') === 'invite-only'
    ? root.hasAttribute('data-fs-invited')
      ? 'hero'
      : 'gate'
    : guestName
      ? 'hero'
      : 'gate';
root.lang = language;
root.setAttribute('data-fs-lang', language);
root.setAttribute('data-fs-view', view);
if (guestName) {
  const style = document.createElement('style');
  style.textContent = `[data-fs-guest-name]::before{content:"${guestName.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, ' ')}"}`;
  document.head.appendChild(style);
}
const shown = `${language}-${view}`;
document.addEventListener('DOMContentLoaded', () => {
  const variants = document.querySelectorAll('[data-fs]');
  for (let j = 0; j < variants.length; j++)
    if (variants[j]!.getAttribute('data-fs') !== shown) variants[j]!.remove();
});

const taps: FirstScreenTap[] = [];
window.__fsTaps = taps;
const labelOf = (button: Element) =>
  (button.getAttribute('aria-label') || button.textContent || '').trim();
const served = (target: EventTarget | null, selector: string): Element | null =>
  target && (target as Element).closest ? (target as Element).closest(selector) : null;
document.addEventListener(
  'click',
  (event) => {
    const button = served(event.target, '[data-fs] button');
    if (!button) return;
    const label = labelOf(button);
    const buttons = button.closest('[data-fs]')!.querySelectorAll('button');
    let nth = 0;
    for (let j = 0; j < buttons.length && buttons[j] !== button; j++)
      if (labelOf(buttons[j]!) === label) nth++;
    if (!taps.some((tap) => tap.label === label && tap.nth === nth)) taps.push({ label, nth });
  },
  true,
);

const fields: Record<string, ServedField> = {};
window.__fsFields = fields;
const keepField = (event: Event) => {
  const input = event.target as HTMLInputElement | null;
  if (!input || !input.name || !served(input, '[data-fs]') || input.tagName !== 'INPUT') return;
  const field = fields[input.name] || (fields[input.name] = { value: '', focused: false });
  field.value = input.value;
  if (event.type === 'focusin') field.focused = true;
  if (event.type === 'focusout')
    setTimeout(() => {
      if (input.isConnected) field.focused = false;
    }, 0);
};
for (const type of ['input', 'focusin', 'focusout'])
  document.addEventListener(type, keepField, true);
document.addEventListener(
  'submit',
  (event) => {
    if (served(event.target, '[data-fs]')) event.preventDefault();
  },
  true,
);

let started = false;
const start = () => {
  if (started) return;
  started = true;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = ENTRY;
  document.head.appendChild(script);
};
const Observer = window.PerformanceObserver;
if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0)
  new Observer((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      start();
    }
  }).observe({ type: 'paint', buffered: true });
else requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, document.visibilityState === 'hidden' ? 0 : 3000);
