import type { ReactNode } from 'react';
import { cn } from './cn';

type AdminSectionProps = {
  /** The heading's id: the section is named by its heading. */
  titleId: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Buttons beside the heading (add, import, export). */
  actions?: ReactNode;
  /** The section's own classes (its gap); 'grid gap-6' unless given. */
  className?: string;
  titleClassName?: string;
  introClassName?: string;
  children?: ReactNode;
};

/**
 * The frame of an /admin tab: a section named by its heading, the tab's introduction under it and
 * its actions beside it, then the tab's content. One place, so every tab reads and names itself
 * the same way.
 */
export function AdminSection({
  titleId,
  title,
  intro,
  actions,
  className = 'grid gap-6',
  titleClassName,
  introClassName,
  children,
}: AdminSectionProps) {
  const heading = (
    <div>
      <h2 id={titleId} className={cn('font-serif text-3xl text-blush-700', titleClassName)}>
        {title}
      </h2>
      {intro && <p className={cn('mt-1 text-stone-600', introClassName)}>{intro}</p>}
    </div>
  );
  return (
    <section aria-labelledby={titleId} className={className}>
      {actions ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
