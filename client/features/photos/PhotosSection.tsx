import { Suspense } from 'react';
import { useStrings } from '../../lib/use-strings';
import { lazyComponent } from '../../lib/lazy-component';
import { Card, CardContent } from '../../lib/ui/card';
import { HomeSectionShell } from '../home/HomeSection';
import { PhotoGallery } from './PhotoGallery';
import { ShotsLeft } from './RevealWaiting';
import { useMyGallery, useRevealState } from './useGalleryReveal';
import './strings';

// Uppy is its own chunk, fetched when this section renders (it is far below the first screen).
const PhotoUploader = lazyComponent(
  () => import('./PhotoUploader'),
  (m) => m.PhotoUploader,
);

function UploaderLoading() {
  const { t } = useStrings('photos');
  return (
    <p role="status" className="text-stone-600">
      {t('form.loading')}
    </p>
  );
}

/** #photo-upload 'Share Your Memories': upload photos, and the live gallery of everyone's. */
export function PhotosSection() {
  const { t } = useStrings('photos');
  const limited = (useRevealState().data?.shotsPerGuest ?? null) !== null;
  const shotsLeft = useMyGallery(limited).data?.shotsLeft ?? null;
  return (
    <HomeSectionShell id="photo-upload" title={t('title')} intro={t('intro')}>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <Card className="self-start">
          <CardContent className="pt-5 sm:pt-6">
            <h3 className="mb-4 font-serif text-xl text-stone-800">{t('form.title')}</h3>
            {limited && shotsLeft !== null && <ShotsLeft shotsLeft={shotsLeft} />}
            {shotsLeft !== 0 && (
              <Suspense fallback={<UploaderLoading />}>
                <PhotoUploader />
              </Suspense>
            )}
          </CardContent>
        </Card>
        <PhotoGallery />
      </div>
    </HomeSectionShell>
  );
}
