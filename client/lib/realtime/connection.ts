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

/**
 * The polling interval for a query fed by a live topic: none while the socket is connected,
 * the spec's interval while it is not.
 */
export function useFallbackPolling(intervalMs: number): number | false {
  return useConnectionStatus() === 'connected' ? false : intervalMs;
}
