import type { QueryClient } from '@tanstack/react-query';

/**
 * The server closes a page's socket when the session it was opened with ended (signed out
 * elsewhere, a deleted guest, a regenerated invite code, a new organizer password) and when it
 * stops for a deploy. Either way the page's idea of who it is may now be wrong, so the queries
 * marked with this meta are asked again once the page is connected again (not at the close
 * itself: a stopping server would answer nothing, and an unreachable server reads as signed out).
 */
export const SESSION_QUERY_META = { sessionQuery: true } as const;

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called by the realtime client when a socket the server had closed is connected again. */
export function reconnectedAfterServerClosed(): void {
  for (const listener of listeners) listener();
}

/** Refetches the session queries of `queryClient` after every such reconnection; answers the undo. */
export function revalidateSessionsOnServerClose(queryClient: QueryClient): () => void {
  const listener = () =>
    void queryClient.invalidateQueries({
      predicate: (query) => query.meta?.sessionQuery === true,
    });
  listeners.add(listener);
  return () => listeners.delete(listener);
}
