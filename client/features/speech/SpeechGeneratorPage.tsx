import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitcher } from '../chrome/LanguageSwitcher';
import { loadDraft } from './draft';
import { SpeechForm } from './SpeechForm';
import { SpeechResult } from './SpeechResult';
import { useSpeechWriter } from './useSpeechWriter';
import './strings';

/** /speech-generator: the form on the left, the speech (streamed as it is written) on the right. */
export function SpeechGeneratorPage() {
  const { t } = useTranslation('speech');
  const { t: tChrome } = useTranslation('chrome');
  const [draft] = useState(loadDraft);
  const writer = useSpeechWriter(draft.speech);
  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);
  return (
    <div className="min-h-dvh bg-blush-50">
      <header className="border-b border-blush-100 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
          <Link to="/" className="text-blush-700 underline-offset-4 hover:underline">
            {tChrome('nav.home')}
          </Link>
          <LanguageSwitcher />
        </div>
      </header>
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-6">
        <div className="grid gap-2 text-center">
          <h1 className="font-serif text-3xl font-semibold text-blush-700 sm:text-4xl">
            {t('title')}
          </h1>
          <p className="text-stone-700">{t('intro')}</p>
        </div>
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <SpeechForm draft={draft} writer={writer}>
            {(controls) => (
              <SpeechResult state={writer.state} onCancel={writer.cancel} controls={controls} />
            )}
          </SpeechForm>
        </div>
      </main>
    </div>
  );
}
