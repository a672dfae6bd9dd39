import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents, Topic } from '../../../protocol/events';
import { getDeviceId } from '../device';
import { connection } from './connection';

export type WeddingSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

type ResyncHandler = () => void;

/**
 * One connection per page. Topics are reference-counted; every (re)connection subscribes to the
 * active ones again, and when Socket.IO could not replay what was missed, each topic's resync
 * handlers run (they refetch its queries).
 */
class RealtimeClient {
  readonly socket: WeddingSocket;
  private readonly counts = new Map<Topic, number>();
  private readonly resyncHandlers = new Map<Topic, Set<ResyncHandler>>();

  constructor() {
    this.socket = io({ autoConnect: false, auth: { deviceId: getDeviceId() } });
    this.socket.on('connect', () => {
      const wasConnected = connection.everConnected;
      connection.status = 'connected';
      connection.everConnected = true;
      this.sendSubscriptions([...this.counts.keys()]);
      if (wasConnected && !this.socket.recovered) this.resync([...this.counts.keys()]);
    });
    this.socket.on('disconnect', () => {
      connection.status = 'disconnected';
    });
    this.socket.on('connect_error', () => {
      connection.status = 'disconnected';
    });
  }

  start(): void {
    if (!this.socket.connected && !this.socket.active) this.socket.connect();
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

  private sendSubscriptions(topics: Topic[]): void {
    if (!topics.length) return;
    this.socket.emit('subscribe', topics, (result) => {
      if (result.refused.length) console.warn('live topics refused', result.refused);
    });
  }

  private resync(topics: Topic[]): void {
    for (const topic of topics) for (const handler of this.resyncHandlers.get(topic) ?? []) handler();
  }
}

let client: RealtimeClient | undefined;

export function realtime(): RealtimeClient {
  return (client ??= new RealtimeClient());
}
