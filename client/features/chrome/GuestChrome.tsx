import type { ReactNode } from 'react';
import { useStrings } from '../../lib/use-strings';
import { useGuestSignOut } from '../guest-gate/signed-in-guest';
import type { HomeSection } from '../home/sections';
import { NavBar } from './NavBar';
import { useLanguageSync } from './useLanguageSync';
import './strings';

type GuestChromeProps = {
  children: ReactNode;
  /** Replaces the default sign-out (the guest on this device and their invite-code session). */
  onSignOut?: () => void;
  /** The home sections the menu lists; the registry unless given. */
  sections?: readonly HomeSection[];
};

/**
 * What every guest page shares: the skip link, the navigation bar with its phone menu (sections,
 * pages, language, sign out, install). The page inside renders its own `<main id="main-content">`
 * and title. An installed app on a phone has no back button, so no guest page goes without it.
 */
export function GuestChrome({ children, onSignOut, sections }: GuestChromeProps) {
  const { t } = useStrings('chrome');
  const guestSignOut = useGuestSignOut();
  useLanguageSync();
  return (
    <div className="flex min-h-dvh flex-col bg-blush-50 text-base text-stone-800">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-3 focus:text-blush-700 focus:shadow"
      >
        {t('page.skipToContent')}
      </a>
      <NavBar onSignOut={onSignOut ?? (() => guestSignOut.mutate())} sections={sections} />
      {children}
    </div>
  );
}
