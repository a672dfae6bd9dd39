import type { KeyOf } from '../../lib/use-strings';

export type PageLink = {
  href: string;
  /** i18next key; a bare key reads the 'chrome' namespace (e.g. 'nav.liveWall'). */
  labelKey: KeyOf<'chrome'>;
  /** Listed only for a guest signed in with an invite code (the page is theirs only). */
  signedInOnly?: boolean;
};

/**
 * Pages (not home sections) the menu links to, one line each, after the sections (the phone
 * menu's icon for each is in menu-icons.ts). List a page
 * only once its route is in client/app/routes.tsx. Administration is listed for everyone, as the
 * spec says; the page itself asks for the organizer password.
 */
export const pageLinks: PageLink[] = [
  { href: '/timeline', labelKey: 'nav.timeline' },
  { href: '/speech-generator', labelKey: 'nav.speechGenerator' },
  { href: '/live', labelKey: 'nav.liveWall' },
  { href: '/ai-assistant', labelKey: 'nav.assistant' },
  { href: '/ar-venue', labelKey: 'nav.arVenue' },
  { href: '/meet-the-guests', labelKey: 'nav.meetTheGuests', signedInOnly: true },
  { href: '/admin', labelKey: 'nav.administration' },
];
