import type { ReactNode } from 'react';

type PanelProps = {
  /** The heading's id: the panel is named by its heading. */
  titleId: string;
  title: ReactNode;
  /** How the panel lays out its content ('grid content-start gap-3' unless given). */
  layout?: string;
  children?: ReactNode;
};

/**
 * One white card of an organizer's tab (a setting, a download, a log): a section named by its
 * heading, then its content. One place, so every card of a tab reads and names itself the same way.
 */
export function Panel({
  titleId,
  title,
  layout = 'grid content-start gap-3',
  children,
}: PanelProps) {
  return (
    <section
      aria-labelledby={titleId}
      className={`${layout} rounded-xl border border-blush-100 bg-white p-4`}
    >
      <h3 id={titleId} className="font-serif text-xl text-blush-700">
        {title}
      </h3>
      {children}
    </section>
  );
}
