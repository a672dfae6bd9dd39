import { useStrings } from '../../lib/use-strings';
import type { ContentLanguage } from '../../../protocol/localized';
import { FormField } from '../../lib/form-field';
import { Input } from '../../lib/ui/input';
import { Textarea } from '../../lib/ui/textarea';

export interface TextsState {
  title: string;
  titleEs: string;
  message: string;
  messageEs: string;
}

type Errors = Partial<Record<'title' | 'message', string>>;

/**
 * One language's title and message. `lang` on each control gives the right spell-checker and
 * screen-reader voice for the text typed into it.
 */
function LanguageColumn({
  language,
  prefix,
  texts,
  errors,
  onChange,
}: {
  language: ContentLanguage;
  prefix: string;
  texts: TextsState;
  errors: Errors;
  onChange: (change: Partial<TextsState>) => void;
}) {
  const { t } = useStrings('admin-announcements');
  const titleKey = language === 'en' ? 'title' : 'titleEs';
  const messageKey = language === 'en' ? 'message' : 'messageEs';
  return (
    <fieldset className="grid content-start gap-3 rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-700">
        {t(language === 'en' ? 'form.english' : 'form.spanish')}
      </legend>
      <FormField
        id={`${prefix}-${titleKey}`}
        label={t(`form.${titleKey}`)}
        error={language === 'en' ? errors.title : undefined}
      >
        {(aria) => (
          <Input
            {...aria}
            lang={language}
            value={texts[titleKey]}
            maxLength={120}
            onChange={(e) => onChange({ [titleKey]: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={`${prefix}-${messageKey}`}
        label={t(`form.${messageKey}`)}
        error={language === 'en' ? errors.message : undefined}
      >
        {(aria) => (
          <Textarea
            {...aria}
            lang={language}
            rows={5}
            value={texts[messageKey]}
            maxLength={1600}
            onChange={(e) => onChange({ [messageKey]: e.target.value })}
          />
        )}
      </FormField>
    </fieldset>
  );
}

/**
 * The announcement's text in English and Spanish, side by side on a wide screen and one above the
 * other on a phone. Either language may be left empty; a missing-text error shows on the English
 * field, where the server reports it too.
 */
export function LanguageTexts(props: {
  prefix: string;
  texts: TextsState;
  errors: Errors;
  onChange: (change: Partial<TextsState>) => void;
}) {
  const { t } = useStrings('admin-announcements');
  return (
    <div className="grid gap-2">
      <p id={`${props.prefix}-languages-hint`} className="text-sm text-stone-600">
        {t('form.languagesHint')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <LanguageColumn language="en" {...props} />
        <LanguageColumn language="es" {...props} />
      </div>
    </div>
  );
}
