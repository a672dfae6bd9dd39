import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { i18n, languages, type Language } from '../../lib/i18n';

/** `/live?lang=es` shows a projector screen in Spanish: the projector has no keyboard to switch. */
export function useLanguageFromUrl(): void {
  const [params] = useSearchParams();
  const requested = params.get('lang');
  useEffect(() => {
    if (requested && (languages as readonly string[]).includes(requested)) {
      void i18n.changeLanguage(requested as Language);
      document.documentElement.lang = requested;
    }
  }, [requested]);
}
