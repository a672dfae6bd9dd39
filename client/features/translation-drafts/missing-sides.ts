import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import type { ContentLanguage } from '../../../protocol/localized';
import type { DraftRequest } from '../../../protocol/translate';
import type { DraftStore } from './draft-store';

/** An English field and its Spanish sibling (protocol/localized), as form paths. */
export type FieldPair<T extends FieldValues> = readonly [english: FieldPath<T>, spanish: FieldPath<T>];

/** One side of a pair to draft from the other. */
export interface MissingSide<T extends FieldValues> {
  sourcePath: FieldPath<T>;
  targetPath: FieldPath<T>;
  request: DraftRequest;
}

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

/**
 * The pairs where exactly one side has text, each as a request for the other side. A pair with
 * both sides written is the organizer's; one with neither has nothing to draft from.
 */
export function missingSides<T extends FieldValues>(
  form: UseFormReturn<T>,
  pairs: readonly FieldPair<T>[],
): MissingSide<T>[] {
  const sides: MissingSide<T>[] = [];
  for (const [english, spanish] of pairs) {
    const en: unknown = form.getValues(english);
    const es: unknown = form.getValues(spanish);
    if (hasText(en) === hasText(es)) continue;
    const [sourcePath, targetPath, text, sourceLanguage, targetLanguage] = hasText(en)
      ? ([english, spanish, en, 'en', 'es'] as const)
      : ([spanish, english, es as string, 'es', 'en'] as const);
    sides.push({
      sourcePath,
      targetPath,
      request: { text: text.trim(), sourceLanguage, targetLanguage: targetLanguage satisfies ContentLanguage },
    });
  }
  return sides;
}

/**
 * Writes each draft into its field and marks it, but only where the field is still empty and its
 * source still says what was sent: whatever the organizer typed while the drafts were on their way
 * (in the empty field, or a new source text the draft no longer matches) is left as they wrote it.
 * Answers how many fields were filled.
 */
export function fillDrafts<T extends FieldValues>(
  form: UseFormReturn<T>,
  store: DraftStore,
  sides: readonly MissingSide<T>[],
  drafts: readonly string[],
): number {
  let filled = 0;
  sides.forEach(({ sourcePath, targetPath, request }, i) => {
    const draft = drafts[i];
    if (!hasText(draft) || hasText(form.getValues(targetPath))) return;
    const source: unknown = form.getValues(sourcePath);
    if (!hasText(source) || source.trim() !== request.text) return;
    form.setValue(targetPath, draft as PathValue<T, FieldPath<T>>, { shouldDirty: true, shouldValidate: true });
    store.mark(targetPath, draft);
    filled += 1;
  });
  return filled;
}
