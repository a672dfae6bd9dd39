/**
 * The home page's first screen is served as HTML and painted before the app's script has run
 * (scripts/first-screen-plugin.ts). Its buttons look ready but cannot answer until React has taken
 * the screen over, so the page's boot script notes each one a guest taps, by its label and its
 * position among buttons with that label. Once React has rendered, the app presses the same
 * buttons: a tap on the menu in the first second opens the menu, a moment late, instead of being
 * lost. Each button is noted once: a guest tapping again because nothing happened means it once.
 */
export interface FirstScreenTap {
  label: string;
  nth: number;
}

/** A field of the served screen as the boot script last saw it (by its `name`). */
export interface ServedField {
  value: string;
  /** Whether it had the keyboard focus. */
  focused: boolean;
}

declare global {
  interface Window {
    __fsTaps?: FirstScreenTap[];
    __fsFields?: Record<string, ServedField>;
  }
}

/**
 * What a guest typed in a served field before the app had started (the boot script keeps it), for
 * the app's own field to take over when React replaces the served screen. Taken once.
 */
export function takeServedField(name: string): ServedField | undefined {
  const fields = window.__fsFields;
  const field = fields?.[name];
  if (fields) delete fields[name];
  return field;
}

/** React's first render may still be on its way (a lazy part); the taps wait this long for it. */
const WAIT_FOR_BUTTONS_MS = 3_000;

function labelOf(button: HTMLButtonElement): string {
  return (button.getAttribute('aria-label') || button.textContent || '').trim();
}

function findButton(root: ParentNode, tap: FirstScreenTap): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].filter((button) => labelOf(button) === tap.label)[
    tap.nth
  ];
}

/**
 * Presses, in order, the buttons tapped on the served screen. Called once the app has rendered
 * (again in development's strict mode: the taps are taken once).
 */
export function replayFirstScreenTaps(root: ParentNode = document): void {
  // Drained in place: the boot script holds the same array, and later taps are not ours to make.
  const pending = window.__fsTaps?.splice(0) ?? [];
  if (pending.length === 0) return;
  const giveUpAt = performance.now() + WAIT_FOR_BUTTONS_MS;
  const pressReady = () => {
    // The served screen still up: React has not committed it away yet.
    const served = document.querySelector('[data-fs]') !== null;
    while (!served && pending.length > 0) {
      const button = findButton(root, pending[0]);
      if (!button) break;
      pending.shift();
      button.click();
    }
    if (pending.length > 0 && performance.now() < giveUpAt) {
      requestAnimationFrame(pressReady);
    }
  };
  pressReady();
}
