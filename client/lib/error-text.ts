import type { ErrorBody } from '../../protocol/http';
import { catalogFeature, codesOf, type MessageParams } from '../../protocol/messages';
import { ApiError } from './api';
import { i18n } from './i18n';

/** i18n namespace of the messages' translations, keyed by code (`rsvp.firstNameRequired`). */
const NS = 'errors';

/**
 * A catalog's messages in Spanish, by the catalog's keys; a worded message's values fill
 * `{{name}}`. English is never registered: it is the catalog's own text, which the server sends
 * and the schemas produce. A key left out is shown in English, as sent.
 */
export function registerErrorTexts<M extends object>(
  catalog: M,
  es: Partial<Record<keyof M & string, string>>,
): void {
  const feature = catalogFeature(catalog);
  if (!feature) throw new Error('registerErrorTexts: the catalog was not made with defineMessages');
  i18n.addResourceBundle('es', NS, { [feature]: es }, true, true);
}

function translated(code: string, params?: MessageParams): string | undefined {
  const key = `${NS}:${code}`;
  if (!i18n.exists(key)) return undefined;
  return i18n.t(key, { replace: params ?? {} });
}

/** What went wrong as the wire or a schema gives it: English words, and their code when known. */
export type Described = Pick<ErrorBody, 'message' | 'code' | 'params'>;

/**
 * The one place a message becomes the guest's language: by its code (and values) when the
 * current language has a text for it, else by the codes its English words are known by, else the
 * words as sent (a message no catalog declares, or no translation yet).
 */
export function errorText({ message, code, params }: Described): string {
  const byCode = code ? translated(code, params) : undefined;
  if (byCode) return byCode;
  for (const known of codesOf(message)) {
    const text = translated(known.code, known.params);
    if (text) return text;
  }
  return message;
}

/** A schema's message (a form field's error) in the guest's language. */
export function messageText(message: string | undefined): string | undefined {
  return message ? errorText({ message }) : undefined;
}

/** The server's explanation of a refused request, in the guest's language (undefined: none). */
export function serverText(error: unknown): string | undefined {
  return error instanceof ApiError && error.body ? errorText(error.body) : undefined;
}
