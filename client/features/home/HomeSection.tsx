import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/ui/cn';

// Neighbouring sections alternate backgrounds so each reads as its own band.
const tones = {
  plain: '',
  white: 'bg-white',
  tinted: 'bg-white/60',
} as const;

const widths = {
  wide: 'max-w-5xl',
  medium: 'max-w-2xl',
  narrow: 'max-w-xl',
} as const;

type HomeSectionShellProps = {
  /** The anchor the nav menu links to; the heading gets `${id}-title`. */
  id: string;
  title: ReactNode;
  intro: ReactNode;
  tone?: keyof typeof tones;
  width?: keyof typeof widths;
  /** For sections that watch themselves come into view. */
  ref?: Ref<HTMLElement>;
  children: ReactNode;
};

/** A home-page section below the hero: its anchor, its centred title and intro, then its content. */
export function HomeSectionShell({
  id,
  title,
  intro,
  tone = 'plain',
  width = 'wide',
  ref,
  children,
}: HomeSectionShellProps) {
  const titleId = `${id}-title`;
  return (
    // data-section-loaded tells this real section from the placeholder of the same id that HomePage
    // shows while the chunk loads (and React then replaces): end-to-end tests wait for it.
    <section
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      data-section-loaded=""
      className={cn('scroll-mt-20 px-4 py-16 sm:py-20', tones[tone])}
    >
      <div className={cn('mx-auto', widths[width])}>
        <h2 id={titleId} className="text-center font-serif text-3xl text-blush-700 sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-base text-stone-600 sm:text-lg">
          {intro}
        </p>
        {children}
      </div>
    </section>
  );
}
