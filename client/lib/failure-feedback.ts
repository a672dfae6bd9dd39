import type { NsKey } from './use-strings';
import { ApiError } from './api';
import { haptic } from './haptics';
import { i18n, registerStrings } from './i18n';
import { FileNotKept, fileNotKeptText } from './outbox/file-not-kept';
import { toast } from './ui/use-toast';

export const catalogs = registerStrings('failure', {
  en: {
    tooManyTitle: 'One moment, please',
    tooManyDescription:
      'You are sending things faster than we can keep up with. Please wait a moment and try again.',
  },
  es: {
    tooManyTitle: 'Un momento, por favor',
    tooManyDescription:
      'Está enviando cosas más rápido de lo que podemos atender. Espere un momento y vuelva a intentarlo.',
  },
});

/** The server refused a write because this guest (or the whole room) is sending too fast. */
export function isTooManyWrites(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

/**
 * What to tell the guest about a failed write, in their language: the form's own words, unless the
 * server said to slow down (429), or the outbox could not keep a file offline (FileNotKept), which
 * every form explains the same way.
 */
export function failureText(
  error: unknown,
  fallback: { title: string; description: string },
): { title: string; description: string } {
  // Offline with a file the browser has no room to keep: send it again once back online.
  if (error instanceof FileNotKept) return fileNotKeptText();
  if (!isTooManyWrites(error)) return fallback;
  return {
    title: i18n.t('failure:tooManyTitle' satisfies NsKey<'failure'>),
    description: i18n.t('failure:tooManyDescription' satisfies NsKey<'failure'>),
  };
}

/** Tells the guest that what they sent did not go through: an error buzz and a red toast. */
export function signalFailure(title: string, description: string, error?: unknown): void {
  const text = failureText(error, { title, description });
  haptic('error');
  toast({ variant: 'destructive', title: text.title, description: text.description });
}
