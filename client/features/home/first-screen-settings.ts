import type { QueryClient } from '@tanstack/react-query';
import type { WeddingSettings } from '../../../protocol/wedding';
import { weddingSettingsKey } from '../wedding/live-wedding';

/**
 * The server writes the settings it filled the first screen with into the page (a JSON island,
 * server/features/wedding/first-screen.ts). Seeding the cache with them makes React's first render
 * the same screen the HTML already shows (no jump, no wait for /api/wedding). They come from the
 * same server that answers /api/wedding, already held to the protocol's schema there; parsing them
 * again here would put zod in the entry chunk.
 */
/** Out of the first screen's way (the zod chunk loads with the API call). */
const SETTLED_MS = 3_000;

export function seedFirstScreenSettings(queryClient: QueryClient): QueryClient {
  const island = document.getElementById('first-screen-settings');
  if (!island?.textContent) return queryClient;
  try {
    queryClient.setQueryData<WeddingSettings>(
      weddingSettingsKey,
      JSON.parse(island.textContent) as WeddingSettings,
    );
  } catch {
    // A damaged island: the query fetches the settings as without one.
    return queryClient;
  }
  // Once the page has settled, the settings are read once from the API all the same: the service
  // worker keeps that answer for an offline visit (whose shell has no island), and the answer is
  // held to the protocol's schema.
  window.setTimeout(
    () => void queryClient.refetchQueries({ queryKey: weddingSettingsKey }),
    SETTLED_MS,
  );
  return queryClient;
}
