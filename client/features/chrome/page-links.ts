import {
  Bot,
  CalendarClock,
  Glasses,
  Mic,
  Settings,
  Tv,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type PageLink = {
  href: string;
  /** i18next key; a bare key reads the 'chrome' namespace (e.g. 'nav.liveWall'). */
  labelKey: string;
  icon: LucideIcon;
  /** Listed only for a guest signed in with an invite code (the page is theirs only). */
  signedInOnly?: boolean;
};

/**
 * Pages (not home sections) the menu links to, one line each, after the sections. List a page
 * only once its route is in client/app/routes.tsx. Administration is listed for everyone, as the
 * spec says; the page itself asks for the organizer password.
 */
export const pageLinks: PageLink[] = [
  { href: '/timeline', labelKey: 'nav.timeline', icon: CalendarClock },
  { href: '/speech-generator', labelKey: 'nav.speechGenerator', icon: Mic },
  { href: '/live', labelKey: 'nav.liveWall', icon: Tv },
  { href: '/ai-assistant', labelKey: 'nav.assistant', icon: Bot },
  { href: '/ar-venue', labelKey: 'nav.arVenue', icon: Glasses },
  { href: '/meet-the-guests', labelKey: 'nav.meetTheGuests', icon: Users, signedInOnly: true },
  { href: '/admin', labelKey: 'nav.administration', icon: Settings },
];
