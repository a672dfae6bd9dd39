import { Heart, LogOut } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import { Link } from 'react-router-dom';
import { Button } from '../../lib/ui/button';
import { orderedHomeSections } from '../home/ordered-sections';
import type { HomeSection } from '../home/sections';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useSignedInGuest } from '../guest-gate/signed-in-guest';
import { buildMenuItems } from './menu-items';
import { MenuLink } from './MenuLink';
import { MobileMenu } from './MobileMenu';
import { pageLinks, type PageLink } from './page-links';
import './strings';

// Spec guest-site §2: the desktop bar shows the first six menu items; the rest stay in the menu.
const DESKTOP_ITEM_COUNT = 6;

type NavBarProps = {
  /** When given, a Sign Out button is shown. */
  onSignOut?: () => void;
  /** The sections to list; the home-page registry unless given. */
  sections?: readonly HomeSection[];
  /** The page links to list; the registry in page-links.ts unless given. */
  pages?: readonly PageLink[];
};

export function NavBar({
  onSignOut,
  sections = orderedHomeSections(),
  pages = pageLinks,
}: NavBarProps) {
  const { t } = useStrings('chrome');
  const { data: settings } = useWeddingSettings();
  const signedIn = useSignedInGuest() !== null;
  const items = buildMenuItems(
    sections,
    pages.filter((page) => signedIn || !page.signedInOnly),
    (key) => t(key),
  );
  const desktopItems = items.slice(0, DESKTOP_ITEM_COUNT);
  const coupleName = settings?.couple.displayName;

  return (
    <header className="sticky top-0 z-40 border-b border-blush-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto grid h-16 max-w-7xl grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-2 px-2 sm:px-4 xl:grid-cols-[1fr_auto_1fr]">
        <nav aria-label={t('nav.mainNavigation')} className="flex min-w-0 items-center gap-1">
          <MobileMenu
            items={items}
            onSignOut={onSignOut}
            triggerClassName={items.length <= DESKTOP_ITEM_COUNT ? 'xl:hidden' : undefined}
          />
          <ul className="hidden items-center gap-0.5 xl:flex">
            {desktopItems.map((item) => (
              <li key={item.href}>
                <MenuLink item={item} compact />
              </li>
            ))}
          </ul>
        </nav>

        <Link
          to="/"
          className="flex min-h-11 min-w-0 items-center justify-center gap-2 rounded-md px-2 text-center font-serif text-xl font-semibold text-blush-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500 sm:text-2xl"
        >
          <Heart className="size-5 shrink-0 fill-blush-200 text-blush-600" aria-hidden />
          {coupleName ? (
            <span className="truncate">{coupleName}</span>
          ) : (
            <span className="sr-only">{t('nav.homeLink')}</span>
          )}
        </Link>

        <div className="flex items-center justify-end gap-2">
          <LanguageSwitcher />
          {onSignOut && (
            <Button variant="outline" className="max-xl:hidden" onClick={onSignOut}>
              <LogOut aria-hidden />
              {t('nav.signOut')}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
