import type { QueryClient } from '@tanstack/react-query';
import {
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_INVITED_ATTRIBUTE,
  type FirstScreenData,
} from '../../../protocol/first-screen';
import type { GuestAuthSession } from '../../../protocol/guests';
import { guestAuthSessionKey } from '../guest-gate/signed-in-guest';
import type { WeddingSettings } from '../../../protocol/wedding';
import { rememberWeddingDate } from '../../../protocol/wedding-date-format';
import { weddingSettingsKey } from '../wedding/live-wedding';

/**
 * The server writes the settings it filled the first screen with into the page (a JSON island,
 * server/features/wedding/first-screen.ts), with the long date as it wrote it. Seeding the cache
 * with them makes React's first render the same screen the HTML already shows (no jump, no wait
 * for /api/wedding, no first Intl.DateTimeFormat). They come from the same server that answers
 * /api/wedding, already held to the protocol's schema there; parsing them again here would put
 * zod in the entry chunk.
 */
export function seedFirstScreenSettings(queryClient: QueryClient): QueryClient {
  const island = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!island?.textContent) return queryClient;
  try {
    const { settings, weddingDate } = JSON.parse(island.textContent) as FirstScreenData;
    if (!settings?.couple) return queryClient;
    queryClient.setQueryData<WeddingSettings>(weddingSettingsKey, settings);
    for (const [language, text] of Object.entries(weddingDate ?? {})) {
      if (typeof text === 'string') rememberWeddingDate(settings, language, text);
    }
  } catch {
    // A damaged island: the query fetches the settings as without one.
    return queryClient;
  }
  // The server saw no invite-code session cookie on this request (it marks <html> when it does):
  // the guest has no server session, and a new guest's phone need not ask (nor load the schemas
  // to read the answer) while the first screen is up.
  if (!document.documentElement.hasAttribute(FIRST_SCREEN_INVITED_ATTRIBUTE)) {
    queryClient.setQueryData<GuestAuthSession>(guestAuthSessionKey, { guest: null });
  }
  // The page does not read them from the API again: the service worker keeps that answer for an
  // offline visit (whose shell has no island) from its install on (scripts/sw-first-visit-plugin.ts),
  // and a change is pushed ('wedding' topic).
  return queryClient;
}
