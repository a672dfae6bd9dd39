import { useStrings, type KeyOf } from '../../lib/use-strings';
import type { Language } from '../../lib/i18n';
import { cn } from '../../lib/ui/cn';
import { currentLanguage, switchLanguage } from './language';
import './strings';

const options: { language: Language; short: string; nameKey: KeyOf<'chrome'> }[] = [
  { language: 'en', short: 'EN', nameKey: 'language.english' },
  { language: 'es', short: 'ES', nameKey: 'language.spanish' },
];

/** EN / ES toggle. Re-renders on every language change through useTranslation. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useStrings('chrome');
  const active = currentLanguage();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('inline-flex rounded-full border border-blush-200 bg-white p-0.5', className)}
    >
      {options.map(({ language, short, nameKey }) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={active === language}
          onClick={() => switchLanguage(language)}
          className={cn(
            'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 text-base font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500',
            active === language ? 'bg-blush-600 text-white' : 'text-blush-700 hover:bg-blush-100',
          )}
        >
          {/* The visible code stays part of the name (speech input users say what they see). */}
          {short}
          <span className="sr-only"> {t(nameKey)}</span>
        </button>
      ))}
    </div>
  );
}
