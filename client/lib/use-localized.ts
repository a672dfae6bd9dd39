import { useTranslation } from 'react-i18next';
import {
  isContentLanguage,
  pickListVersions,
  pickVersion,
  type ContentLanguage,
  type LocalizedText,
} from '../../protocol/localized';

/** The page's language, re-rendering the caller when the guest switches. */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isContentLanguage(language) ? language : 'en';
}

/** Picks organizer-written texts in the page's language (see protocol/localized). */
export function useLocalized(): {
  language: ContentLanguage;
  pick: (english: string | null | undefined, spanish: string | null | undefined) => LocalizedText;
  pickList: (english: readonly string[] | undefined, spanish: readonly string[] | undefined) => LocalizedText[];
} {
  const language = useContentLanguage();
  return {
    language,
    pick: (english, spanish) => pickVersion(english, spanish, language),
    pickList: (english, spanish) => pickListVersions(english, spanish, language),
  };
}
