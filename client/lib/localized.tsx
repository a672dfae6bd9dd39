import type { ElementType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStrings } from './use-strings';
import {
  isContentLanguage,
  type ContentLanguage,
  type LocalizedText,
} from '../../protocol/localized';
import { useLocalized } from './use-localized';
import './ui/strings';

/** The small tag beside a text shown in the other language: "In English" on a Spanish page. */
export function OtherLanguageMark({ language }: { language: ContentLanguage }): ReactNode {
  const { t } = useStrings('ui');
  return (
    <span className="inline-block rounded bg-muted px-1 align-middle text-[0.7em] font-normal text-muted-foreground not-italic">
      {t(`inOtherLanguage.${language}`)}
    </span>
  );
}

/**
 * A text already picked: carries its `lang` (screen readers switch voice) and the mark when it
 * is the fallback.
 */
export function LocalizedSpan({
  value,
  as: Element = 'span',
  className,
}: {
  value: LocalizedText;
  as?: ElementType;
  className?: string;
}): ReactNode {
  const { i18n } = useTranslation();
  const pageLanguage = isContentLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Element
      lang={value.language === pageLanguage ? undefined : value.language}
      className={className}
    >
      {value.text}
      {value.isFallback ? (
        <>
          {' '}
          <OtherLanguageMark language={value.language} />
        </>
      ) : null}
    </Element>
  );
}

/** An organizer's text in the page's language: `<Localized en={event.title} es={event.titleEs} />`. */
export function Localized({
  en,
  es,
  as,
  className,
}: {
  en: string | null | undefined;
  es: string | null | undefined;
  as?: ElementType;
  className?: string;
}): ReactNode {
  const { pick } = useLocalized();
  return <LocalizedSpan value={pick(en, es)} as={as} className={className} />;
}
