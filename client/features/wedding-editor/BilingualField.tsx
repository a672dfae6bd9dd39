import type { ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useStrings } from '../../lib/use-strings';
import type { ContentLanguage } from '../../../protocol/localized';
import { BilingualField as SharedBilingualField } from '../../lib/bilingual-field';
import { MachineDraftTag } from '../translation-drafts';
import { editorFields, type SettingsFormValues, type SettingsForm } from './editor-form';
import { spanishPath } from './bilingual-fields';

type TextPath = FieldPath<SettingsFormValues>;

/**
 * One text guests read, in English and in Spanish side by side (stacked on a phone): a group named
 * after the text, each input labelled with its language and carrying its `lang` (spell checking,
 * screen reader voice). Each version shows its own error under it. A `required` text needs one
 * version at least, which the group's mark says.
 */
export function BilingualField({
  form,
  path,
  label,
  id,
  mark = 'unmarked',
  multiline = false,
  rows,
  hint,
}: {
  form: SettingsForm;
  /** The English version's path; the Spanish one is its `Es` sibling. */
  path: TextPath;
  label: ReactNode;
  /** Each input's id is `<id>-en` / `<id>-es`. */
  id: string;
  mark?: 'required' | 'optional' | 'unmarked';
  multiline?: boolean;
  rows?: number;
  hint?: ReactNode;
}) {
  const { t } = useStrings('wedding-editor');
  const field = editorFields(form, t);
  const paths = { en: path, es: spanishPath(path) as TextPath };
  const bound = (language: ContentLanguage) => ({
    ...field.unmarked(paths[language], t(`languages.${language}`)),
    id: `${id}-${language}`,
  });
  return (
    <SharedBilingualField
      className=""
      name={label}
      legend={
        <>
          {label}
          {mark === 'required' && (
            <>
              <span aria-hidden className="text-blush-600">
                {' *'}
              </span>
              <span className="sr-only"> {t('oneLanguageRequired')}</span>
            </>
          )}
          {mark === 'optional' && (
            <span className="font-normal text-stone-500"> {t('optional')}</span>
          )}
        </>
      }
      hint={hint}
      english={bound('en')}
      spanish={bound('es')}
      multiline={multiline}
      rows={rows}
      after={(language) => <MachineDraftTag path={paths[language]} />}
    />
  );
}
