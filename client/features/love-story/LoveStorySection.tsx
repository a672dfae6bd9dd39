import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../lib/ui/button';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { StoryCard } from './StoryCard';
import './strings';
import { useAutoTour } from './useAutoTour';

/** #love-story, 'Our Story': the couple's timeline, toured automatically while it is on screen. */
export function LoveStorySection() {
  const { t } = useTranslation('loveStory');
  const settings = useWeddingSettings();
  const story = settings.data?.story ?? [];
  const reducedMotion = usePrefersReducedMotion();
  const sectionRef = useRef<HTMLElement>(null);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);
  const highlighted = useAutoTour(sectionRef, itemRefs, story.length, !reducedMotion);
  const setItemRef = useCallback(
    (index: number) => (node: HTMLLIElement | null) => {
      itemRefs.current[index] = node;
    },
    [],
  );

  return (
    <section
      ref={sectionRef}
      id="love-story"
      aria-labelledby="love-story-title"
      className="scroll-mt-20 bg-white px-4 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-5xl">
        <h2 id="love-story-title" className="text-center font-serif text-3xl text-blush-700 sm:text-4xl">
          {t('title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-base text-stone-600 sm:text-lg">{t('intro')}</p>
        {settings.isPending && (
          <p role="status" className="mt-10 text-center text-stone-600">
            {t('loading')}
          </p>
        )}
        {settings.isError && (
          <div role="alert" className="mt-10 flex flex-col items-center gap-3 text-center text-stone-700">
            <p>{t('loadError')}</p>
            <Button variant="outline" onClick={() => void settings.refetch()}>
              {t('retry')}
            </Button>
          </div>
        )}
        {story.length > 0 && (
          <div className="relative mt-12">
            <span aria-hidden className="absolute bottom-0 left-5 top-0 w-0.5 -translate-x-1/2 bg-blush-200 md:left-1/2" />
            <ol className="relative space-y-10 md:space-y-14">
              {story.map((event, index) => (
                <StoryCard
                  key={event.id}
                  event={event}
                  highlighted={highlighted === index}
                  reducedMotion={reducedMotion}
                  itemRef={setItemRef(index)}
                />
              ))}
            </ol>
          </div>
        )}
      </div>
    </section>
  );
}
