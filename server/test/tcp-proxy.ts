import net from 'node:net';

/**
 * A loopback TCP proxy for tests: between the app and its database (to take the database away
 * and bring it back on the same address), or in front of app processes as a load balancer would
 * be (to move a client to another process behind the same URL).
 */
export interface TcpProxy {
  port: number;
  /** host:port the next connections are forwarded to. */
  target: { host: string; port: number };
  /** Closes the listener and cuts every open connection, as a crashed server or a dead link would. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Forwards new connections elsewhere and cuts the open ones, so clients reconnect there. */
  retarget(target: { host: string; port: number }): void;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let current = target;
  let server: net.Server | undefined;
  let port = 0;

  const cutAll = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listener = net.createServer((incoming) => {
        const outgoing = net.connect(current.port, current.host);
        open.add(incoming);
        open.add(outgoing);
        const close = () => {
          incoming.destroy();
          outgoing.destroy();
          open.delete(incoming);
          open.delete(outgoing);
        };
        incoming.on('error', close).on('close', close);
        outgoing.on('error', close).on('close', close);
        incoming.pipe(outgoing);
        outgoing.pipe(incoming);
      });
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', () => {
        const address = listener.address();
        port = typeof address === 'object' && address ? address.port : port;
        server = listener;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    get target() {
      return current;
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (!closing) return;
      const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
      cutAll();
      await closed;
    },
    start: listen,
    retarget(next) {
      current = next;
      cutAll();
    },
  };
}
