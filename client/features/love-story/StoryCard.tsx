import type { StoryEvent } from '../../../protocol/wedding';
import { Localized } from '../../lib/localized';
import { cn } from '../../lib/ui/cn';
import { StoryIcon } from './story-icons';
import { StoryMedia } from './StoryMedia';
import { useInViewOnce } from '../../lib/use-in-view';

type StoryCardProps = {
  event: StoryEvent;
  highlighted: boolean;
  reducedMotion: boolean;
  itemRef: (node: HTMLLIElement | null) => void;
};

/** One event of the timeline: on its side of the line, fading in when it first comes into view. */
export function StoryCard({ event, highlighted, reducedMotion, itemRef }: StoryCardProps) {
  const [viewRef, inView] = useInViewOnce<HTMLElement>();
  const shown = inView || reducedMotion;

  return (
    <li ref={itemRef} className="relative" data-highlighted={highlighted || undefined}>
      <span
        aria-hidden
        className={cn(
          'absolute left-5 top-6 z-10 flex size-10 -translate-x-1/2 items-center justify-center rounded-full border-2 bg-white transition-colors md:left-1/2',
          highlighted ? 'border-blush-600 bg-blush-600 text-white' : 'border-blush-200 text-blush-600',
        )}
      >
        <StoryIcon name={event.icon} className="size-5" />
      </span>
      <article
        ref={viewRef}
        aria-labelledby={`story-${event.id}-title`}
        className={cn(
          'ml-12 rounded-xl border bg-white p-4 shadow-sm transition duration-700 ease-out sm:p-5 md:ml-0 md:w-[calc(50%-2.5rem)]',
          event.position === 'right' ? 'md:ml-auto' : 'md:mr-auto',
          shown ? 'translate-y-0 opacity-100' : 'translate-y-6 opacity-0',
          highlighted ? 'border-blush-500 shadow-lg ring-2 ring-blush-200' : 'border-blush-100',
        )}
      >
        <Localized
          as="p"
          en={event.date}
          es={event.dateEs}
          className="text-sm font-semibold uppercase tracking-wide text-sage-600"
        />
        <h3 id={`story-${event.id}-title`} className="mt-1 font-serif text-2xl leading-tight text-blush-700">
          <Localized en={event.title} es={event.titleEs} />
        </h3>
        <Localized as="p" en={event.description} es={event.descriptionEs} className="mt-2 leading-relaxed text-stone-700" />
        <div className="mt-4">
          <StoryMedia event={event} reducedMotion={reducedMotion} />
        </div>
      </article>
    </li>
  );
}
