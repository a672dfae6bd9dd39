import type { ReactNode } from 'react';
import { cn } from './cn';
import { useDocumentTitle } from './use-document-title';

const widths = {
  '3xl': 'max-w-3xl',
  '5xl': 'max-w-5xl',
  '6xl': 'max-w-6xl',
} as const;

const looks = {
  /** A live or tool page: a centred heading over the page's own panels. */
  centered: {
    page: 'flex-1 bg-blush-50',
    main: 'gap-6 py-6',
    header: 'grid gap-2 text-center',
    title: 'font-serif text-3xl font-semibold text-blush-700 sm:text-4xl',
    intro: 'text-stone-700',
  },
  /** A reading page: the heading on the left, as in a letter. */
  start: {
    page: 'flex-1 bg-blush-50 text-stone-800',
    main: 'gap-6 py-10',
    header: undefined,
    title: 'font-serif text-4xl text-blush-700',
    intro: 'mt-2 text-stone-700',
  },
} as const;

type GuestPageProps = {
  title: ReactNode;
  /** The browser tab's title; the page leaves it alone when not given. */
  documentTitle?: string;
  intro?: ReactNode;
  /** More lines under the introduction (a live page's connection note). */
  headerExtra?: ReactNode;
  width: keyof typeof widths;
  look?: keyof typeof looks;
  /** Classes added to `<main>` (its gap). */
  mainClassName?: string;
  children?: ReactNode;
};

/**
 * The frame of a guest page inside the guest chrome: the page's `<main id="main-content">` (the
 * skip link's target, focusable so the link moves focus there), its one `<h1>` and introduction,
 * and the browser tab's title.
 */
export function GuestPage({
  title,
  documentTitle,
  intro,
  headerExtra,
  width,
  look = 'centered',
  mainClassName,
  children,
}: GuestPageProps) {
  const style = looks[look];
  return (
    <div className={style.page}>
      {documentTitle !== undefined && <DocumentTitle title={documentTitle} />}
      <main
        id="main-content"
        tabIndex={-1}
        className={cn(
          'mx-auto grid px-4 focus:outline-none',
          widths[width],
          style.main,
          mainClassName,
        )}
      >
        <div className={style.header}>
          <h1 className={style.title}>{title}</h1>
          {intro && <p className={style.intro}>{intro}</p>}
          {headerExtra}
        </div>
        {children}
      </main>
    </div>
  );
}

function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}
