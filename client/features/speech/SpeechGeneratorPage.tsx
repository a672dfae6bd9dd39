import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadDraft } from './draft';
import { SpeechForm } from './SpeechForm';
import { SpeechResult } from './SpeechResult';
import { useSpeechWriter } from './useSpeechWriter';
import './strings';

/** /speech-generator: the form on the left, the speech (streamed as it is written) on the right. */
export function SpeechGeneratorPage() {
  const { t } = useTranslation('speech');
  const [draft] = useState(loadDraft);
  const writer = useSpeechWriter(draft.speech);
  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);
  return (
    <div className="flex-1 bg-blush-50">
      <main id="main-content" tabIndex={-1} className="focus:outline-none mx-auto grid max-w-6xl gap-6 px-4 py-6">
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
