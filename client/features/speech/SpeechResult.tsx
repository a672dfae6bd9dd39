import { Copy, Download, RotateCcw, Square } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import {
  SPEAKING_WORDS_PER_MINUTE,
  countWords,
  type SpeechResponse,
} from '../../../protocol/speech';
import { Button } from '../../lib/ui/button';
import { toast } from '../../lib/ui/use-toast';
import type { SpeechFormControls } from './SpeechForm';
import type { WriterState } from './useSpeechWriter';
import './strings';

function SourceLine({ source, model }: { source?: SpeechResponse['source']; model?: string }) {
  const { t } = useStrings('speech');
  if (!source) return null;
  return (
    <p className="text-sm font-medium text-sage-600" data-testid="speech-source">
      {source === 'ai' ? t('result.byAi', { model }) : t('result.byBuiltIn')}
    </p>
  );
}

function SpeechText({ text, busy }: { text: string; busy: boolean }) {
  return (
    <div
      data-testid="speech-text"
      aria-busy={busy}
      className="whitespace-pre-wrap rounded-md border border-blush-100 bg-white p-4 font-serif text-lg leading-relaxed text-stone-800"
    >
      {text}
    </div>
  );
}

function Finished({ speech }: { speech: SpeechResponse }) {
  const { t } = useStrings('speech');
  const minutes = Math.max(1, Math.round(speech.wordCount / SPEAKING_WORDS_PER_MINUTE));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(speech.content);
      toast({ title: t('toast.copied'), description: t('toast.copiedDescription') });
    } catch {
      toast({
        variant: 'destructive',
        title: t('toast.copied'),
        description: t('toast.copyFailed'),
      });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([speech.content], { type: 'text/plain;charset=utf-8' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = t('fileName');
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    toast({ title: t('toast.downloaded'), description: t('toast.downloadedDescription') });
  };
  return (
    <>
      <p className="text-sm text-stone-600">
        {t('result.words', { count: speech.wordCount, minutes })}
      </p>
      <SpeechText text={speech.content} busy={false} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> {t('result.copy')}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden /> {t('result.download')}
        </Button>
      </div>
      <section
        aria-labelledby="speech-tips-title"
        className="grid gap-2 rounded-md bg-sage-100/60 p-4"
      >
        <h3 id="speech-tips-title" className="font-serif text-xl text-blush-700">
          {t('result.tips')}
        </h3>
        <ul className="grid list-disc gap-1 pl-5 text-stone-700">
          {speech.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** The generated speech (spec: on the right, with tips), or how it is going, or why it failed. */
export function SpeechResult({
  state,
  onCancel,
  controls,
}: {
  state: WriterState;
  onCancel: () => void;
  controls: SpeechFormControls;
}) {
  const { t } = useStrings('speech');
  const retry = (
    <Button type="button" onClick={() => controls.retry()}>
      <RotateCcw aria-hidden /> {t('result.retry')}
    </Button>
  );
  return (
    <section aria-labelledby="speech-result-title" className="grid content-start gap-4">
      <h2 id="speech-result-title" className="font-serif text-2xl text-blush-700">
        {t('result.title')}
      </h2>
      {state.status === 'idle' && <p className="text-stone-600">{t('result.empty')}</p>}
      {state.status === 'writing' && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p role="status" className="text-stone-700">
              {t('result.writing')}
            </p>
            <Button type="button" variant="outline" onClick={onCancel}>
              <Square aria-hidden /> {t('result.cancel')}
            </Button>
          </div>
          <SourceLine source={state.source} model={state.model} />
          {state.text && <SpeechText text={state.text} busy />}
        </>
      )}
      {state.status === 'done' && (
        <>
          {state.restored && <p className="text-sm text-stone-600">{t('result.restored')}</p>}
          <SourceLine source={state.speech.source} model={state.speech.model} />
          <Finished speech={state.speech} />
        </>
      )}
      {state.status === 'cancelled' && (
        <>
          <p role="status" className="text-stone-700">
            {t('result.cancelled')}
          </p>
          <div className="flex flex-wrap gap-2">{retry}</div>
          <SourceLine source={state.source} model={state.model} />
          {state.text && <SpeechText text={state.text} busy={false} />}
        </>
      )}
      {state.status === 'failed' && (
        <>
          <div role="alert" className="grid gap-3 rounded-md border border-red-200 bg-red-50 p-4">
            <p className="text-red-800">{t(`failures.${state.failure}`)}</p>
            <div className="flex flex-wrap gap-2">
              {retry}
              <Button type="button" variant="outline" onClick={() => controls.useBuiltIn()}>
                {t('result.useBuiltIn')}
              </Button>
            </div>
          </div>
          {state.text && countWords(state.text) > 0 && (
            <SpeechText text={state.text} busy={false} />
          )}
        </>
      )}
    </section>
  );
}
