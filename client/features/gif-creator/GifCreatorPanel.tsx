import { Camera, Circle, Download, Film, RotateCcw, Square } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import { gifSettingsSchema, recordingPlan, type GifSettings } from '../../../protocol/gif';
import { Button } from '../../lib/ui/button';
import { buttonVariants } from '../../lib/ui/button-variants';
import { toast } from '../../lib/ui/use-toast';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { overlayLines } from './frame-capture';
import { GifSettingsFields } from './GifSettingsFields';
import { ShareGifForm } from './ShareGifForm';
import { useGifCreator, type GifPhase } from './useGifCreator';
import './strings';

const cameraOn: GifPhase[] = ['camera', 'recording', 'stopped', 'encoding', 'created'];

/** The GIF creator dialog's body; loaded only when a guest opens it (camera code included). */
export function GifCreatorPanel() {
  const { t, i18n } = useStrings('gif-creator');
  const wedding = useWeddingSettings().data;
  const lines = useMemo(
    () => (wedding ? overlayLines(wedding, i18n.language) : (['', ''] as [string, string])),
    [wedding, i18n.language],
  );
  const [settings, setSettings] = useState<GifSettings>(() => gifSettingsSchema.parse({}));
  const {
    videoRef,
    phase,
    recorded,
    encoded,
    gif,
    cameraRefused,
    startCamera,
    record,
    stopRecording,
    create,
    reset,
  } = useGifCreator(lines);
  const total = recordingPlan(settings).frames;
  const showsCamera = cameraOn.includes(phase) && phase !== 'created';

  const status = {
    idle: cameraRefused ? t('toast.cameraErrorDescription') : t('noCamera'),
    starting: t('status.starting'),
    camera: t('status.ready'),
    recording: t('status.recording', { count: recorded, total }),
    stopped: t('status.stopped', { count: recorded }),
    encoding: t('status.encoding', { percent: encoded }),
    created: t('status.created'),
  }[phase];

  return (
    <div className="grid gap-4">
      <div className="relative mx-auto aspect-[3/4] w-full max-w-60 overflow-hidden rounded-lg bg-stone-900">
        <video
          ref={videoRef}
          aria-label={t('preview')}
          className={showsCamera ? 'size-full -scale-x-100 object-cover' : 'hidden'}
          muted
          playsInline
        />
        {gif && phase === 'created' && (
          <img src={gif.url} alt={t('result')} className="size-full object-cover" />
        )}
        {!showsCamera && phase !== 'created' && (
          <div className="absolute inset-0 grid place-items-center p-4 text-center text-stone-100">
            <Camera aria-hidden className="size-10 opacity-70" />
          </div>
        )}
        {phase === 'recording' && (
          <span className="absolute left-2 top-2 flex items-center gap-1 rounded bg-red-700 px-2 py-0.5 text-sm text-white">
            <Circle aria-hidden className="size-3 fill-current" />
            REC
          </span>
        )}
      </div>
      <p role="status" className="text-center text-stone-700">
        {status}
      </p>
      <GifSettingsFields
        settings={settings}
        onChange={setSettings}
        disabled={phase === 'recording' || phase === 'encoding'}
      />
      <div className="flex flex-wrap justify-center gap-2">
        {(phase === 'idle' || phase === 'starting') && (
          <Button onClick={() => void startCamera()} disabled={phase === 'starting'}>
            <Camera aria-hidden className="size-4" />
            {t('actions.startCamera')}
          </Button>
        )}
        {(phase === 'camera' || phase === 'stopped') && (
          <Button onClick={() => record(settings)}>
            <Circle aria-hidden className="size-4" />
            {t('actions.record')}
          </Button>
        )}
        {phase === 'recording' && (
          <Button variant="outline" onClick={stopRecording}>
            <Square aria-hidden className="size-4" />
            {t('actions.stop')}
          </Button>
        )}
        {(phase === 'camera' || phase === 'stopped') && (
          <Button variant="outline" onClick={() => void create(settings)}>
            <Film aria-hidden className="size-4" />
            {t('actions.create')}
          </Button>
        )}
        {gif && phase === 'created' && (
          <a
            className={buttonVariants({ variant: 'outline' })}
            href={gif.url}
            download={gif.fileName}
            onClick={() =>
              toast({
                title: t('toast.downloaded'),
                description: t('toast.downloadedDescription'),
              })
            }
          >
            <Download aria-hidden className="size-4" />
            {t('actions.download')}
          </a>
        )}
        {(phase === 'stopped' || phase === 'created') && (
          <Button variant="ghost" onClick={reset}>
            <RotateCcw aria-hidden className="size-4" />
            {t('actions.reset')}
          </Button>
        )}
      </div>
      {gif && phase === 'created' && <ShareGifForm gif={gif.blob} onShared={reset} />}
    </div>
  );
}
