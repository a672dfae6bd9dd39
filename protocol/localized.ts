import { z } from 'zod';

/**
 * Organizer-written text comes in both languages. Each text keeps the field name the spec gave it
 * for its English version (`title`, `message`, `description`…) and gains a Spanish sibling with
 * the same name and `Es` at the end (`titleEs`): the spec's calls keep working unchanged, and a
 * form shows the two side by side. Either may be filled first; a guest page shows the version in
 * its language and the other one, marked, where a translation is missing (never a blank).
 */
export const contentLanguages = ['en', 'es'] as const;
export const contentLanguageSchema = z.enum(contentLanguages, { error: "language must be 'en' or 'es'" });
export type ContentLanguage = z.infer<typeof contentLanguageSchema>;

export function isContentLanguage(value: unknown): value is ContentLanguage {
  return typeof value === 'string' && (contentLanguages as readonly string[]).includes(value);
}

export function otherLanguage(language: ContentLanguage): ContentLanguage {
  return language === 'en' ? 'es' : 'en';
}

/** The Spanish sibling of a text field: `title` → `titleEs`. */
export type SpanishKey<K extends string> = `${K}Es`;
export function spanishKey<K extends string>(key: K): SpanishKey<K> {
  return `${key}Es`;
}

/** One text in the version a reader gets: its language tells whether it is the fallback. */
export interface LocalizedText {
  text: string;
  language: ContentLanguage;
  /** True when the reader's language had no version and this is the other one. */
  isFallback: boolean;
}

/**
 * The version of a text in `language`, or the other one (marked as fallback) when that one is
 * missing or blank. Both blank gives an empty text in the asked language.
 */
export function pickVersion(
  english: string | null | undefined,
  spanish: string | null | undefined,
  language: ContentLanguage,
): LocalizedText {
  const versions = { en: english?.trim() ? english : '', es: spanish?.trim() ? spanish : '' };
  if (versions[language]) return { text: versions[language], language, isFallback: false };
  const other = otherLanguage(language);
  if (versions[other]) return { text: versions[other], language: other, isFallback: true };
  return { text: '', language, isFallback: false };
}

/** The version of `record[key]` / `record[keyEs]` in `language`. */
export function pickField<K extends string>(
  record: Partial<Record<K | SpanishKey<K>, string | null | undefined>>,
  key: K,
  language: ContentLanguage,
): LocalizedText {
  return pickVersion(record[key], record[spanishKey(key)], language);
}

/**
 * Lists (a venue's features, parking rules) pair their items by position: item i of the Spanish
 * list translates item i of the English one. The longer list decides how many items there are.
 */
export function pickListVersions(
  english: readonly string[] | undefined,
  spanish: readonly string[] | undefined,
  language: ContentLanguage,
): LocalizedText[] {
  const length = Math.max(english?.length ?? 0, spanish?.length ?? 0);
  return Array.from({ length }, (_, index) => pickVersion(english?.[index], spanish?.[index], language));
}

/** True when a pair has no text in either language. */
export function isBlankPair(english: string | null | undefined, spanish: string | null | undefined): boolean {
  return !english?.trim() && !spanish?.trim();
}

/**
 * A refinement for an object holding `key` and `keyEs`: at least one must have text. The issue is
 * reported on the field in the wedding's default language's place, the English one, so a form
 * shows it where the organizer starts typing.
 */
export function requireOneVersion<K extends string>(key: K, message: string) {
  return (value: Partial<Record<K | SpanishKey<K>, unknown>>, context: z.RefinementCtx): void => {
    const english = value[key];
    const spanish = value[spanishKey(key)];
    const blank = (text: unknown) => typeof text !== 'string' || !text.trim();
    if (blank(english) && blank(spanish)) context.addIssue({ code: 'custom', message, path: [key] });
  };
}
