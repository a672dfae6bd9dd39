import type { Server as HttpServer } from 'node:http';

/**
 * Counts the HTTP requests a server is answering (Socket.IO's own transport requests aside), so a
 * stopping process can let them finish: a guest's moment that arrived before the stop is saved
 * and answered, not cut off.
 */
export function trackRequestsInFlight(server: HttpServer) {
  let active = 0;
  const waiters: (() => void)[] = [];
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/socket.io/')) return;
    active += 1;
    res.once('close', () => {
      active -= 1;
      if (active === 0) for (const wake of waiters.splice(0)) wake();
    });
  });
  return {
    get active() {
      return active;
    },
    /** Resolves when no request is in flight, or after `ms` whatever remains. */
    async settled(ms: number): Promise<void> {
      if (active === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => waiters.push(resolve)),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))),
      ]);
      clearTimeout(timer);
    },
  };
}
