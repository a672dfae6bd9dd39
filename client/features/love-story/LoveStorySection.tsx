import { useCallback, useRef } from 'react';
import { useStrings } from '../../lib/use-strings';
import { QueryStatus } from '../../lib/query-status';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import { HomeSectionShell } from '../home/HomeSection';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { StoryCard } from './StoryCard';
import './strings';
import { useAutoTour } from './useAutoTour';

/** #love-story, 'Our Story': the couple's timeline, toured automatically while it is on screen. */
export function LoveStorySection() {
  const { t } = useStrings('loveStory');
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
    <HomeSectionShell
      ref={sectionRef}
      id="love-story"
      title={t('title')}
      intro={t('intro')}
      tone="white"
    >
      <QueryStatus
        query={settings}
        loadingText={t('loading')}
        errorText={t('loadError')}
        retryText={t('retry')}
        className="mt-10"
      />
      {story.length > 0 && (
        <div className="relative mt-12">
          <span
            aria-hidden
            className="absolute bottom-0 left-5 top-0 w-0.5 -translate-x-1/2 bg-blush-200 md:left-1/2"
          />
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
    </HomeSectionShell>
  );
}
