import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import { placeMarker, type ArMarker } from '../../../protocol/ar-venue';
import { CameraNeedsHttpsError, openCamera, playStream, stopCamera } from '../../lib/camera';
import { Button } from '../../lib/ui/button';
import { toast } from '../../lib/ui/use-toast';
import { requestOrientationAccess, useLookDirection } from './look-direction';
import { markerIcon } from './marker-icons';
import { Localized } from '../../lib/localized';
import './strings';

export type ArMode = 'preview' | 'starting' | 'ar' | 'no-camera';

/**
 * The AR view: a preview until the guest starts AR, then the back camera with the venue's markers
 * laid over it where they stand in the room (device orientation, or dragging). A refused camera
 * gets the spec's toast and the same markers over a plain backdrop.
 */
export function ArView({
  markers,
  mode,
  onModeChange,
}: {
  markers: ArMarker[];
  mode: ArMode;
  onModeChange: (mode: ArMode) => void;
}) {
  const { t } = useStrings('ar-venue');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [selected, setSelected] = useState<ArMarker | null>(null);
  const looking = mode === 'ar' || mode === 'no-camera';
  const { look, dragHandlers } = useLookDirection(looking);

  useEffect(
    () => () => {
      stopCamera(stream.current);
      stream.current = null;
    },
    [],
  );

  const start = async () => {
    // iOS asks for the motion sensors only from a tap, before anything else is awaited.
    const orientation = requestOrientationAccess();
    onModeChange('starting');
    await orientation;
    try {
      stream.current = await openCamera({ facingMode: { ideal: 'environment' } });
      onModeChange('ar');
    } catch (error) {
      stopCamera(stream.current);
      stream.current = null;
      onModeChange('no-camera');
      toast({
        variant: 'destructive',
        title: t('toast.cameraTitle'),
        description: t(
          error instanceof CameraNeedsHttpsError ? 'toast.cameraNeedsHttps' : 'toast.cameraDescription',
        ),
      });
    }
  };

  useEffect(() => {
    if (mode === 'ar' && video.current && stream.current)
      void playStream(video.current, stream.current).catch(() => undefined);
  }, [mode]);

  const stop = () => {
    stopCamera(stream.current);
    stream.current = null;
    setSelected(null);
    onModeChange('preview');
  };

  const placed = markers.map((marker) => ({ marker, place: placeMarker(marker.position, look) }));
  const outside = placed.filter(({ place }) => !place.visible).length;
  const note = {
    preview: t('ar.preview'),
    starting: t('ar.starting'),
    ar: t('ar.active'),
    'no-camera': t('ar.noCamera'),
  }[mode];

  return (
    <div className="grid gap-3">
      <div className="relative aspect-[3/4] w-full overflow-hidden rounded-xl bg-gradient-to-b from-sky-200 via-sage-100 to-stone-300 sm:aspect-video">
        {mode === 'ar' && (
          <video
            ref={video}
            aria-label={t('ar.camera')}
            className="absolute inset-0 size-full object-cover"
            muted
            playsInline
          />
        )}
        {looking && (
          <>
            <div
              role="presentation"
              title={t('ar.lookAround')}
              className="absolute inset-0 cursor-grab touch-none active:cursor-grabbing"
              {...dragHandlers}
            />
            <ul aria-label={t('markers.title')}>
              {placed
                .filter(({ place }) => place.visible)
                .map(({ marker, place }) => {
                  const Icon = markerIcon(marker.icon);
                  return (
                    <li
                      key={marker.id}
                      className="absolute -translate-x-1/2 -translate-y-1/2"
                      style={{ left: `${place.left}%`, top: `${place.top}%` }}
                    >
                      <button
                        type="button"
                        onClick={() => setSelected(marker)}
                        aria-pressed={selected?.id === marker.id}
                        style={{ transform: `scale(${place.scale})` }}
                        className="flex min-h-11 items-center gap-1.5 rounded-full bg-white/90 px-3 py-1.5 text-sm font-medium text-stone-900 shadow-lg ring-2 ring-blush-500 focus-visible:outline-none focus-visible:ring-4"
                      >
                        <Icon aria-hidden className="size-4 text-blush-700" />
                        <Localized en={marker.name} es={marker.nameEs} />
                      </button>
                    </li>
                  );
                })}
            </ul>
          </>
        )}
        {selected && looking && (
          <section
            aria-labelledby="ar-marker-detail-title"
            className="absolute inset-x-3 bottom-3 grid gap-1 rounded-lg bg-white/95 p-4 pr-12 text-stone-800 shadow-xl"
          >
            <h3 id="ar-marker-detail-title" className="font-serif text-lg text-blush-700">
              <Localized en={selected.name} es={selected.nameEs} />
            </h3>
            <p className="text-sm text-stone-600">{t(`ar.types.${selected.type}`)}</p>
            <Localized as="p" en={selected.content} es={selected.contentEs} />
            <button
              type="button"
              onClick={() => setSelected(null)}
              className="absolute right-1 top-1 inline-flex size-11 items-center justify-center rounded-md text-stone-600 hover:bg-blush-100"
            >
              <X aria-hidden className="size-5" />
              <span className="sr-only">{t('ar.closeDetail')}</span>
            </button>
          </section>
        )}
      </div>
      <p role="status" className="text-center text-stone-700">
        {note}
        {looking && outside > 0 && <> {t('ar.offScreen', { count: outside })}</>}
      </p>
      <div className="flex justify-center">
        {looking ? (
          <Button variant="outline" onClick={stop}>
            {t('ar.stop')}
          </Button>
        ) : (
          <Button onClick={() => void start()} disabled={mode === 'starting'}>
            {t('ar.start')}
          </Button>
        )}
      </div>
    </div>
  );
}
