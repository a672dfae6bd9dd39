import type { ComponentProps, ReactNode } from 'react';
import { useStrings } from './use-strings';
import type { ContentLanguage } from '../../protocol/localized';
import { InputField, TextareaField } from './form-field';
import './bilingual-strings';

type BoundField = ComponentProps<typeof InputField>;

/**
 * One organizer text in English and Spanish side by side (stacked on a phone), under the field's
 * own name: each input is labelled with its language in the UI's language and carries `lang`, so
 * spell-check and screen readers use the right one. Each shows its own error under it.
 */
export function BilingualField({
  legend,
  english,
  spanish,
  multiline = false,
  rows,
  className = 'sm:col-span-2',
  hint,
  after,
  name = legend,
}: {
  legend: ReactNode;
  /** What each input is called before its language ("Title, English"); the legend by default. */
  name?: ReactNode;
  /** Shown under the legend, for both versions. */
  hint?: ReactNode;
  /** Shown under each version's input (a machine draft's mark, say). */
  after?: (language: ContentLanguage) => ReactNode;
  /** The field binder's props for `field` and `fieldEs` (see form-binding.ts). */
  english: BoundField;
  spanish: BoundField;
  multiline?: boolean;
  rows?: number;
  className?: string;
}) {
  const { t } = useStrings('bilingual');
  const control = (bound: BoundField, language: ContentLanguage) => {
    // Heard as "Title, English"; seen as "English" under the field's legend.
    const label = (
      <>
        <span className="sr-only">{name}, </span>
        {t(language)}
      </>
    );
    const props = { ...bound, label, lang: language };
    return (
      <div className="grid gap-1">
        {multiline ? (
          <TextareaField {...(props as ComponentProps<typeof TextareaField>)} rows={rows} />
        ) : (
          <InputField {...props} />
        )}
        {after?.(language)}
      </div>
    );
  };
  return (
    <fieldset className={`grid gap-2 ${className}`}>
      <legend className="mb-1 text-sm font-semibold text-stone-900">{legend}</legend>
      {hint && <p className="text-sm text-stone-600">{hint}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        {control(english, 'en')}
        {control(spanish, 'es')}
      </div>
    </fieldset>
  );
}
