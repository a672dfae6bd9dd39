import { useEffect, useState } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import { connection } from '../../lib/realtime/connection';

/** How long 'Back online' stays up after the connection returns. */
export const BACK_ONLINE_MS = 6_000;

export type ConnectionMarker = 'connecting' | 'live' | 'lost' | 'back';

/**
 * What the wall shows about its live connection: 'lost' as soon as it drops (after having been up),
 * 'back' for a few seconds once it returns, so the room sees that the screen is current again.
 */
export function useConnectionMarker(): ConnectionMarker {
  const { status, everConnected } = useSnapshot(connection);
  const [back, setBack] = useState(false);

  useEffect(() => {
    let lost = connection.status !== 'connected' && connection.everConnected;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe(connection, () => {
      if (connection.status === 'connected') {
        if (!lost) return;
        lost = false;
        setBack(true);
        clearTimeout(timer);
        timer = setTimeout(() => setBack(false), BACK_ONLINE_MS);
      } else if (connection.everConnected) {
        lost = true;
        clearTimeout(timer);
        setBack(false);
      }
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, []);

  if (status === 'connected') return back ? 'back' : 'live';
  return everConnected ? 'lost' : 'connecting';
}
