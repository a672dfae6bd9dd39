/**
 * What the server hands React's first render of the home page besides the HTML (a JSON island
 * written by server/features/wedding/first-screen.ts, read by client/features/home/first-screen-settings.ts).
 */
import type { WeddingSettings } from './wedding';

export const FIRST_SCREEN_DATA_ID = 'first-screen-settings';

/**
 * Set on the served home page's <html> when the request carried an invite-code session cookie;
 * without it the guest has no server session (the page's boot script reads it too).
 */
export const FIRST_SCREEN_INVITED_ATTRIBUTE = 'data-fs-invited';

export interface FirstScreenData {
  /** The settings the screen was filled with, already held to the protocol's schema there. */
  settings: WeddingSettings;
  /**
   * The long wedding date the server wrote on the screen, per language: a phone's first
   * Intl.DateTimeFormat costs about 100 ms on a phone slowed 4×, which the first render skips.
   */
  weddingDate: Record<'en' | 'es', string>;
}
