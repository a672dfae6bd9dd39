import type { RevealState } from '../../../protocol/gallery-reveal';
import { useStrings } from '../../lib/use-strings';
import { formatMomentTime } from '../moments/format-time';
import './reveal-strings';
import { useMyGallery } from './useGalleryReveal';

/** The gallery while it waits for the reveal: when it opens, how many wait, and my own photos. */
export function RevealWaiting({ state }: { state: RevealState }) {
  const { t, i18n } = useStrings('gallery-reveal');
  const mine = useMyGallery(true).data?.photos ?? [];
  return (
    <div className="space-y-4" data-testid="gallery-reveal-waiting">
      <div role="status" className="space-y-1 rounded-lg bg-blush-50 p-4 text-stone-800">
        <p className="font-serif text-lg">{t('banner.title')}</p>
        {state.revealAt && (
          <p>{t('banner.when', { date: formatMomentTime(state.revealAt, i18n.language) })}</p>
        )}
        <p>{t('banner.waiting', { count: state.waiting })}</p>
      </div>
      {mine.length === 0 ? (
        <p className="text-stone-600">{t('banner.noneYet')}</p>
      ) : (
        <>
          <h4 className="font-medium text-stone-700">{t('banner.yours')}</h4>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="my-gallery-grid">
            {mine.map((photo) => (
              <li key={photo.id}>
                <img
                  src={photo.thumbUrl}
                  alt={photo.caption}
                  loading="lazy"
                  decoding="async"
                  width={480}
                  height={480}
                  className="aspect-square w-full rounded-md object-cover"
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The shots this phone has left, when the couple gave each guest a number of them. */
export function ShotsLeft({ shotsLeft }: { shotsLeft: number }) {
  const { t } = useStrings('gallery-reveal');
  return (
    <p role="status" className="mb-4 font-medium text-stone-700">
      {shotsLeft === 0 ? t('shots.none') : t('shots.left', { count: shotsLeft })}
    </p>
  );
}

/** The projector while the gallery waits: how many photos the reveal will show. */
export function WallRevealCard({ waiting }: { waiting: number }) {
  const { t } = useStrings('gallery-reveal');
  return (
    <div
      className="flex min-h-0 flex-col items-center justify-center rounded-[calc(var(--u)*1.2)] bg-black/40 p-[calc(var(--u)*2)] text-center"
      data-testid="wall-reveal-waiting"
    >
      <p className="font-serif text-[calc(var(--u)*3)]">{t('wall.title')}</p>
      <p className="mt-[calc(var(--u)*1)] text-[calc(var(--u)*2)] text-white/85">
        {t('wall.waiting', { count: waiting })}
      </p>
    </div>
  );
}
