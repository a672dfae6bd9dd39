import { Fragment, Suspense, useMemo } from 'react';
import { useStrings } from '../../lib/use-strings';
import { GuestChrome } from '../chrome/GuestChrome';
import { useScrollToHashOnLoad } from '../chrome/scroll-to-section';
import '../chrome/strings';
import { GuestGate } from '../guest-gate/GuestGate';
import { useGuestAdmitted } from '../guest-gate/signed-in-guest';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { orderedHomeSections } from './ordered-sections';
import { usePreloadSections } from './lazy-section';
import { usePrefetchSectionFilesAtGate } from './section-file-prefetch';
import { homeSections, type HomeSection } from './sections';
import { lazyWithRetry } from '../../lib/lazy-component';

// Announcements load just after the first screen; they are pushed live from then on.
const GuestAnnouncements = lazyWithRetry(() =>
  import('../announcements/GuestAnnouncements').then((m) => ({ default: m.GuestAnnouncements })),
);
// 'Your table' (once the seating is published) loads after the first screen too.
const YourTableCard = lazyWithRetry(() =>
  import('../seat-finder/YourTableCard').then((m) => ({ default: m.YourTableCard })),
);

// The e-mail updates box, below every section (hidden when the site cannot send e-mail).
const NewsletterBox = lazyWithRetry(() =>
  import('../newsletter/NewsletterBox').then((m) => ({ default: m.NewsletterBox })),
);

type HomePageProps = {
  /** Passed to the nav bar, which then shows a Sign Out button. */
  onSignOut?: () => void;
  /** The sections to show; the registry (in the spec's order) unless given. */
  sections?: readonly HomeSection[];
};

/** The long home page, behind the guest gate (the first-name welcome). */
export function HomePage(props: HomePageProps) {
  usePrefetchSectionFilesAtGate(!useGuestAdmitted());
  return (
    <GuestGate>
      <GuestHomePage {...props} />
    </GuestGate>
  );
}

/**
 * Every registered section, in the spec's order; signing out clears the guest on this device and
 * ends an invite-code session on the server.
 */
function GuestHomePage({ onSignOut, sections: given }: HomePageProps) {
  const sections = useMemo(() => given ?? orderedHomeSections(homeSections), [given]);
  // Only once a guest is in: at the gate the sections' files are fetched but not run
  // (usePrefetchSectionFilesAtGate), so typing a name is never held up.
  usePreloadSections(useMemo(() => sections.map((s) => s.Component), [sections]));
  const { t } = useStrings('chrome');
  const { data: settings } = useWeddingSettings();
  useScrollToHashOnLoad();

  return (
    <GuestChrome onSignOut={onSignOut} sections={sections}>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {sections.map(({ id, Component }) => (
          <Fragment key={id}>
            {/* The fallback carries the anchor, so a link to a section that is still loading lands on it. */}
            <Suspense fallback={<section id={id} aria-busy="true" className="min-h-[50vh]" />}>
              <Component />
            </Suspense>
            {/* The spec's announcements section has no anchor; it follows the hero. */}
            {id === 'home' && (
              <Suspense fallback={null}>
                <GuestAnnouncements />
              </Suspense>
            )}
            {id === 'home' && (
              <Suspense fallback={null}>
                <YourTableCard />
              </Suspense>
            )}
          </Fragment>
        ))}
        <Suspense fallback={null}>
          <NewsletterBox />
        </Suspense>
      </main>
      <footer className="border-t border-blush-100 bg-white px-4 py-8 text-center">
        {settings && (
          <p className="font-serif text-xl text-blush-700">{settings.couple.displayName}</p>
        )}
        <p className="mt-1 text-base text-stone-600">{t('page.footerThanks')}</p>
      </footer>
    </GuestChrome>
  );
}
