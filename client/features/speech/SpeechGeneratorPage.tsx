import { useState } from 'react';
import { GuestPage } from '../../lib/ui/guest-page';
import { useStrings } from '../../lib/use-strings';
import { loadDraft } from './draft';
import { SpeechForm } from './SpeechForm';
import { SpeechResult } from './SpeechResult';
import { useSpeechWriter } from './useSpeechWriter';
import './strings';

/** /speech-generator: the form on the left, the speech (streamed as it is written) on the right. */
export function SpeechGeneratorPage() {
  const { t } = useStrings('speech');
  const [draft] = useState(loadDraft);
  const writer = useSpeechWriter(draft.speech);
  return (
    <GuestPage width="6xl" title={t('title')} documentTitle={t('documentTitle')} intro={t('intro')}>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <SpeechForm draft={draft} writer={writer}>
          {(controls) => (
            <SpeechResult state={writer.state} onCancel={writer.cancel} controls={controls} />
          )}
        </SpeechForm>
      </div>
    </GuestPage>
  );
}
