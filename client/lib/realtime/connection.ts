import { useCallback } from 'react';
import { proxy, useSnapshot } from 'valtio';

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

/** The live connection as the UI sees it. */
export const connection = proxy({
  status: 'connecting' as ConnectionStatus,
  /** Set once the socket has been connected at least once: tells 'lost' from 'not yet'. */
  everConnected: false,
});

export function useConnectionStatus(): ConnectionStatus {
  return useSnapshot(connection).status;
}

/** What the fallback polling looks at of a query. */
type PolledQuery = { state: { status: 'pending' | 'error' | 'success' } };

/**
 * The polling interval for a query fed by a live topic: the spec's interval while the socket is
 * not connected, none while it is, except after a failed fetch. Queries do not retry, so a resync
 * that failed (a server still starting after a restart, one lost request on venue Wi-Fi) would
 * otherwise leave a connected projector on old data, with no push to say what it missed.
 */
export function useFallbackPolling(intervalMs: number): (query: PolledQuery) => number | false {
  const connected = useConnectionStatus() === 'connected';
  return useCallback(
    (query: PolledQuery) => (!connected || query.state.status === 'error' ? intervalMs : false),
    [connected, intervalMs],
  );
}
