// Zod-free on purpose: the client's first screen and its outbox read catalogs without a schema library.

/** The values a worded message was built from (a table's number, a length limit). */
export type MessageParams = Record<string, string | number>;

/** What a message is, whatever its language: a stable code and the values it was worded with. */
export type MessageCode = { code: string; params?: MessageParams };

/** The code of a message no catalog declares (a framework's words, a field name): shown as sent. */
export const UNKNOWN_MESSAGE_CODE = 'unknown';

type Worder = (...args: never[]) => string;
type Entry = string | Worder;

const PARAM_NAMES = Symbol('paramNames');
type Named<F extends Worder> = F & { [PARAM_NAMES]: readonly string[] };

/**
 * A message worded from values: `names` name the arguments in order, so the code travels with
 * `{ name: value }` and another language can word the same values its own way.
 */
export function withParams<F extends Worder>(names: readonly string[], word: F): F {
  return Object.assign(word, { [PARAM_NAMES]: names }) as Named<F>;
}

/** Every English text a catalog declares → the codes that word it (several catalogs may share one). */
const fixedTexts = new Map<string, string[]>();
/** Texts built by worded messages, newest last; bounded, as a server words them per request. */
const wordedTexts = new Map<string, MessageCode>();
const WORDED_TEXTS_KEPT = 5000;
const catalogFeatures = new WeakMap<object, string>();
/** Worded messages already given a code by a catalog. */
const coded = new WeakSet<object>();

function remember(text: string, described: MessageCode): void {
  wordedTexts.delete(text);
  wordedTexts.set(text, described);
  if (wordedTexts.size > WORDED_TEXTS_KEPT) {
    wordedTexts.delete(wordedTexts.keys().next().value as string);
  }
}

/**
 * A feature's messages, declared once: the English text stays usable as a zod message or an
 * error's message, and each text is known by its code `<feature>.<key>`, which is what the wire
 * carries and what another language translates (client/lib/error-text.ts).
 */
export function defineMessages<const M extends Record<string, Entry>>(
  feature: string,
  messages: M,
): M {
  const catalog: Record<string, Entry> = {};
  for (const [key, entry] of Object.entries(messages)) {
    const code = `${feature}.${key}`;
    if (typeof entry === 'string') {
      fixedTexts.set(entry, [...(fixedTexts.get(entry) ?? []), code]);
      catalog[key] = entry;
      continue;
    }
    // Another catalog's worded message (a shared 'too long') keeps its own code.
    if (coded.has(entry)) {
      catalog[key] = entry;
      continue;
    }
    const names = (entry as Partial<Named<Worder>>)[PARAM_NAMES] ?? [];
    catalog[key] = (...args: unknown[]) => {
      const text = (entry as (...values: unknown[]) => string)(...args);
      const params = Object.fromEntries(
        names.map((name, index) => [name, args[index] as string | number]),
      );
      remember(text, { code, params });
      return text;
    };
    coded.add(catalog[key]);
  }
  catalogFeatures.set(catalog, feature);
  return catalog as M;
}

/** The feature a catalog was declared for (its codes start with it). */
export function catalogFeature(catalog: object): string | undefined {
  return catalogFeatures.get(catalog);
}

/** Every code an English text is known by, the first being the one the wire carries. */
export function codesOf(message: string): MessageCode[] {
  const worded = wordedTexts.get(message);
  if (worded) {
    remember(message, worded);
    return [worded];
  }
  return (fixedTexts.get(message) ?? []).map((code) => ({ code }));
}

/** The code (and values) an English text is sent with; unknown text gets the generic code. */
export function codeOf(message: string): MessageCode {
  return codesOf(message)[0] ?? { code: UNKNOWN_MESSAGE_CODE };
}
