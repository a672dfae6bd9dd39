import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../protocol/events';
// The topics' names only: the payloads' schemas (every feature's, with zod) stay off the page.
import {
  QUIZ_PING_EVENT,
  RESYNC_EVENT,
  SERVER_STOPPING_EVENT,
  topicOfEvent,
  type Topic,
} from '../../../protocol/topics';
import { deviceToken } from '../device';
import { forgetCachedReads } from '../forget-cached-reads';
import { connection } from './connection';
import { reconnectedAfterServerClosed } from './server-closed';

export type WeddingSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Refetches a topic's queries; answers when the new data is in the cache. */
type ResyncHandler = () => void | Promise<unknown>;

/** Resyncs run again while pushes keep landing during them, up to this many times. */
const MAX_RESYNC_ROUNDS = 3;

/** A handshake the server refused is tried again after about this long (jittered ±50 %). */
export const HANDSHAKE_RETRY_MS = 3_000;

/**
 * One connection per page. Topics are reference-counted; every (re)connection subscribes to the
 * active ones again, and when Socket.IO could not replay what was missed, each topic's resync
 * handlers run (they refetch its queries).
 */
export class RealtimeClient {
  readonly socket: WeddingSocket;
  private readonly counts = new Map<Topic, number>();
  private readonly resyncHandlers = new Map<Topic, Set<ResyncHandler>>();
  private readonly pushesSeen = new Map<Topic, number>();
  /**
   * The first attempts failed (opened offline, or while the server was down): the page's data came
   * from its cache or from polling meanwhile, and writes made in that time (the outbox's, sent as
   * the network came back) were pushed to nobody here.
   */
  private failedBeforeFirstConnection = false;
  /** The server said it is stopping (a deploy): its closing the socket says nothing of the session. */
  private serverStopping = false;
  /** Set by the server's stopping hint: reconnect within this many ms after it closes us. */
  private reconnectWithinMs = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private resyncTimer: ReturnType<typeof setTimeout> | undefined;
  /** The server closed the last connection (see server-closed.ts). */
  private closedByServer = false;

  /** `url`: the site's own origin unless given (tests). */
  constructor(url?: string) {
    // WebSocket only: one connection pinned to one process, so any load balancer (no sticky
    // sessions) can spread pages over several processes (docs/deployment.md, "Several processes").
    const options = {
      autoConnect: false,
      transports: ['websocket'],
      // Read at every (re)connection: a page that had no identity yet sends it once it has one.
      auth: (send: (auth: { deviceId?: string }) => void) => {
        void deviceToken().then((token) => send(token ? { deviceId: token } : {}));
      },
    };
    this.socket = url ? io(url, options) : io(options);
    this.socket.on('connect', () => {
      const wasConnected = connection.everConnected;
      connection.status = 'connected';
      connection.everConnected = true;
      this.serverStopping = false;
      if (this.closedByServer) {
        this.closedByServer = false;
        reconnectedAfterServerClosed();
      }
      const missedEvents =
        (wasConnected || this.failedBeforeFirstConnection) && !this.socket.recovered;
      // Refetch only once the server has us in the topic's room again: anything written after
      // that is pushed, anything before is in the refetched answer.
      this.sendSubscriptions(
        [...this.counts.keys()],
        missedEvents ? (topics) => this.resync(topics) : undefined,
      );
    });
    this.socket.onAny((event: string) => {
      const topic = topicOfEvent(event);
      if (topic) this.pushesSeen.set(topic, (this.pushesSeen.get(topic) ?? 0) + 1);
    });
    // The live quiz measures this phone's delay by the round trip of its ping: answered at once,
    // before anything else the page does, so the delay is the network's.
    this.socket.on(QUIZ_PING_EVENT, (ack) => ack());
    this.socket.on(SERVER_STOPPING_EVENT, ({ reconnectWithinMs }) => {
      this.reconnectWithinMs = reconnectWithinMs;
      this.serverStopping = true;
    });
    // The server's link to the other processes was down: pushes from them were lost on the way.
    this.socket.on(RESYNC_EVENT, ({ refetchWithinMs }) => {
      clearTimeout(this.resyncTimer);
      this.resyncTimer = setTimeout(
        () => this.resync([...this.counts.keys()]),
        Math.random() * refetchWithinMs,
      );
    });
    this.socket.on('disconnect', (reason) => {
      connection.status = 'disconnected';
      // A process that stops (a deploy, a restart) closes its sockets, and so does the server when
      // the session the socket was opened with ends (signed out, revoked). Socket.IO reconnects by
      // itself after a lost transport, but not after a disconnect the server asked for. Either
      // way the page comes back (as who it now is: the new connection carries the cookies of now),
      // subscribes again and refetches, at a random moment within the window a stopping server
      // gave, so that a whole room does not arrive at once.
      if (reason === 'io server disconnect') {
        // Closed by a server that is not stopping: the session ended (signed out, revoked), and
        // the reads the service worker kept for it must not outlive it.
        if (!this.serverStopping) void forgetCachedReads();
        this.closedByServer = true;
        this.reconnectSoon();
      }
    });
    this.socket.on('connect_error', () => {
      connection.status = 'disconnected';
      if (!connection.everConnected) this.failedBeforeFirstConnection = true;
      // Socket.IO retries a transport that failed, but not a handshake the server refused (its
      // database was briefly unreachable while checking the session): try again a little later.
      if (!this.socket.active) this.reconnectSoon(HANDSHAKE_RETRY_MS * (0.5 + Math.random()));
    });
  }

  start(): void {
    if (!this.socket.connected && !this.socket.active) this.socket.connect();
  }

  private reconnectSoon(delay = Math.random() * this.reconnectWithinMs): void {
    clearTimeout(this.reconnectTimer);
    this.reconnectWithinMs = 0;
    this.reconnectTimer = setTimeout(() => {
      if (!this.socket.connected && !this.socket.active) this.socket.connect();
    }, delay);
  }

  /** Reconnects, e.g. after an organizer signs in, so the server sees the new cookie. */
  reconnect(): void {
    this.socket.disconnect();
    this.socket.connect();
  }

  retain(topic: Topic, onResync?: ResyncHandler): () => void {
    this.start();
    const count = this.counts.get(topic) ?? 0;
    this.counts.set(topic, count + 1);
    if (count === 0 && this.socket.connected) this.sendSubscriptions([topic]);
    if (onResync) {
      const handlers = this.resyncHandlers.get(topic) ?? new Set();
      handlers.add(onResync);
      this.resyncHandlers.set(topic, handlers);
    }
    return () => {
      const remaining = (this.counts.get(topic) ?? 1) - 1;
      if (onResync) this.resyncHandlers.get(topic)?.delete(onResync);
      if (remaining > 0) {
        this.counts.set(topic, remaining);
        return;
      }
      this.counts.delete(topic);
      if (this.socket.connected) this.socket.emit('unsubscribe', [topic], () => {});
    };
  }

  private sendSubscriptions(topics: Topic[], then?: (subscribed: Topic[]) => void): void {
    if (!topics.length) return;
    this.socket.emit('subscribe', topics, (result) => {
      if (result.refused.length) console.warn('live topics refused', result.refused);
      then?.(result.subscribed);
    });
  }

  private resync(topics: Topic[]): void {
    for (const topic of topics) void this.resyncTopic(topic);
  }

  /**
   * A push that lands while a refetch is in flight can be overwritten by the refetch's older
   * answer, so the refetch runs again until a round passes with no push on the topic.
   */
  private async resyncTopic(topic: Topic): Promise<void> {
    for (let round = 0; round < MAX_RESYNC_ROUNDS; round += 1) {
      const pushesBefore = this.pushesSeen.get(topic) ?? 0;
      await Promise.all([...(this.resyncHandlers.get(topic) ?? [])].map((handler) => handler()));
      if ((this.pushesSeen.get(topic) ?? 0) === pushesBefore) return;
    }
  }
}

let client: RealtimeClient | undefined;

export function realtime(): RealtimeClient {
  return (client ??= new RealtimeClient());
}
