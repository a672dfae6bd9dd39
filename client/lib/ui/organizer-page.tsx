import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from './use-document-title';

const widths = { '4xl': 'max-w-4xl', '7xl': 'max-w-7xl' } as const;

type OrganizerPageProps = {
  title: string;
  documentTitle: string;
  /** The link back to the guest site. */
  backHome: string;
  /** At the header's end (language, sign out). */
  headerEnd?: ReactNode;
  width: keyof typeof widths;
  /** The page's content, inside the organizer gate the page chooses. */
  children: ReactNode;
};

/** The frame of an organizer's page (/admin, /guest-admin): a bar back home, a title, the tool. */
export function OrganizerPage({
  title,
  documentTitle,
  backHome,
  headerEnd,
  width,
  children,
}: OrganizerPageProps) {
  useDocumentTitle(documentTitle);
  return (
    <div className="min-h-dvh bg-blush-50">
      <header className="border-b border-blush-100 bg-white">
        <div
          className={`mx-auto flex flex-wrap items-center justify-between gap-3 px-4 py-3 ${widths[width]}`}
        >
          <Link to="/" className="text-blush-700 underline-offset-4 hover:underline">
            {backHome}
          </Link>
          {headerEnd}
        </div>
      </header>
      <main className={`mx-auto grid gap-6 px-4 py-6 ${widths[width]}`}>
        <h1 className="text-center font-serif text-3xl font-semibold text-blush-700 sm:text-4xl">
          {title}
        </h1>
        {children}
      </main>
    </div>
  );
}
