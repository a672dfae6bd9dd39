import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import {
  eventSchema,
  organizerRoom,
  segmentRoom,
  topicNames,
  topicRoom,
  type ClientToServerEvents,
  type EventOf,
  type PayloadOf,
  type ServerToClientEvents,
  type Topic,
} from '../../../protocol/events';
import type { Logger } from '../logger';
import { stillSignedIn, type SessionKind, type SocketIdentity } from './identity';
import { handleSubscriptions, joinIdentityRooms, projectorRoom } from './socket-rooms';

export interface SocketData extends SocketIdentity {
  /**
   * The device's keyed hash (DeviceTokens.keyOf), never its id: a socket's data is kept in Redis
   * for its recovery.
   */
  deviceKey?: string;
  /** A projector link's screen (projector cookie). */
  projectorLinkId?: string;
}

export type IoServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type IoSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export interface PublishOptions {
  /**
   * `organizers`: only organizer sockets subscribed to the topic receive it (private data).
   * `{ segment }`: only the sockets the topic's segment resolver put in that segment (or in any
   * of those segments, each socket once).
   */
  audience?: 'everyone' | 'organizers' | { segment: string | readonly string[] };
}

/** The segments of a topic a socket belongs to, decided when it subscribes (see setSegments). */
export type SegmentResolver = (socket: SocketData) => Promise<string[]>;
export type Segments = Map<Topic, SegmentResolver>;

/** The `my-videos` segment of one device (its keyed hash: DeviceTokens.keyOf). */
export const deviceSegment = (deviceKey: string) => `device:${deviceKey}`;

/** Told of each socket that joined a topic (the live quiz pings its phones at once). */
export type SubscribeListener = (socket: IoSocket) => void;
export type SubscribeListeners = Map<Topic, SubscribeListener[]>;

/** Why a socket may not join a topic (beyond the topic's own access), or undefined. */
export type TopicGate = (topic: Topic, socket: SocketData) => Promise<string | undefined>;

/**
 * The one way services tell clients that something changed. Call `publish` only after the write
 * succeeded. A payload is typed by its event's schema (a wrong one fails typecheck) and checked
 * against that schema when sent, in production too: it costs about 1 µs against about 1 ms for a
 * moment broadcast to 200 sockets (server/bench/moments/payload-check.ts), and keeps any stored
 * document from leaving the server by mistake.
 */
export class RealtimeHub {
  constructor(
    private readonly io: IoServer,
    private readonly checkPayloads: boolean,
    private readonly segments: Segments = new Map(),
    private readonly subscribeListeners: SubscribeListeners = new Map(),
  ) {}

  /** Calls `listener` with each socket of this process that subscribes to `topic`. */
  onSubscribe(topic: Topic, listener: SubscribeListener): void {
    this.subscribeListeners.set(topic, [...(this.subscribeListeners.get(topic) ?? []), listener]);
  }

  /**
   * The sockets of this process subscribed to `topic`: for what only the process holding a socket
   * can do (an emit with an acknowledgement, such as the live quiz's ping).
   */
  localSubscribers(topic: Topic): IoSocket[] {
    const room = topicRoom(topic);
    return [...this.io.of('/').sockets.values()].filter((socket) => socket.rooms.has(room));
  }

  /**
   * Splits a topic's audience: a socket subscribing to it also joins one room per segment the
   * resolver names, so a push to a segment reaches only those sockets (the server decides, not
   * the client).
   */
  setSegments(topic: Topic, resolver: SegmentResolver): void {
    this.segments.set(topic, resolver);
  }

  publish<T extends Topic, E extends EventOf<T>>(
    topic: T,
    event: E,
    payload: PayloadOf<T, E>,
    options: PublishOptions = {},
  ): void {
    if (this.checkPayloads) {
      const schema = eventSchema(topic, event);
      if (!schema) throw new Error(`Event ${event} is not declared on topic ${topic}`);
      schema.parse(payload);
    }
    const audience = options.audience ?? 'everyone';
    const room =
      audience === 'everyone'
        ? topicRoom(topic)
        : audience === 'organizers'
          ? organizerRoom(topic)
          : typeof audience.segment === 'string'
            ? segmentRoom(topic, audience.segment)
            : audience.segment.map((segment) => segmentRoom(topic, segment));
    // The event map is keyed by event name; the topic narrowing above guarantees the payload type.
    (this.io.to(room).emit as (event: string, payload: unknown) => boolean)(event, payload);
  }

  /**
   * Closes every socket in these identity rooms (server/lib/realtime/identity.ts), on every
   * process. Call it after the session was deleted: the pages reconnect as who they are now.
   */
  disconnect(rooms: string | string[]): void {
    this.io.in(rooms).disconnectSockets();
  }

  /**
   * Takes every socket, in every process, out of the topics the gate now refuses it (a site just
   * made invite-only stops pushing guests' posts to strangers' open pages).
   */
  async leaveRefusedTopics(gate: TopicGate): Promise<void> {
    for (const topic of topicNames) {
      const room = topicRoom(topic);
      for (const socket of await this.io.in(room).fetchSockets()) {
        if (!(await gate(topic, socket.data))) continue;
        for (const name of socket.rooms) {
          if (name === room || name.startsWith(`${room}#`)) socket.leave(name);
        }
      }
    }
  }

  /**
   * How many pages, in every process, are in these segments of a topic now, organizers' screens
   * left out (what an announcement's live banner would reach).
   */
  async countGuestPages(topic: Topic, segments: string[]): Promise<number> {
    if (!segments.length) return 0;
    const sockets = await this.io.in(segments.map((s) => segmentRoom(topic, s))).fetchSockets();
    return sockets.filter((socket) => !(socket.data as { organizer?: boolean }).organizer).length;
  }

  /** Disconnects every screen opened with this projector link, in every process. */
  endProjectorSockets(linkId: string): void {
    this.disconnect(projectorRoom(linkId));
  }
}

export interface RealtimeOptions {
  logger: Logger;
  checkPayloads: boolean;
  /**
   * Who a socket is, from its cookie header and the device identity its handshake carries
   * (lib/auth/resolve-viewer.ts: the same resolution as an HTTP request's).
   */
  identify: (credentials: { cookie: string | undefined; device: unknown }) => Promise<SocketData>;
  /** Whether a session a disconnected socket held still holds (not signed out, not revoked). */
  sessionIsLive: (kind: SessionKind, sessionId: string) => Promise<boolean>;
  /** Refuses topics to some sockets (an invite-only site's strangers). */
  topicGate?: TopicGate;
  adapter?: Parameters<IoServer['adapter']>[0];
  /** Why a socket's request may not connect (another site's page, origin.ts), or undefined. */
  refuseRequest?: (request: IncomingMessage) => string | undefined;
}

/** Whether the gate now refuses the socket one of the topics it had joined. */
async function gateRefusesAny(
  rooms: readonly string[],
  data: SocketData,
  gate: TopicGate | undefined,
): Promise<boolean> {
  if (!gate) return false;
  for (const topic of topicNames) {
    if (rooms.includes(topicRoom(topic)) && (await gate(topic, data))) return true;
  }
  return false;
}

/**
 * Connection state recovery replays missed events before any middleware runs, so a socket whose
 * session was signed out or revoked while it was away, or that may no longer follow a topic it
 * was in (a stranger's page, offline while the site turned invite-only), gets no recovery at all:
 * it starts afresh (and the page, told it did not recover, subscribes and refetches as who it is
 * now, and is refused what it may not follow).
 */
function refuseRevokedRecovery(io: IoServer, options: RealtimeOptions): void {
  const adapter = io.of('/').adapter;
  const restore = adapter.restoreSession.bind(adapter);
  adapter.restoreSession = async (pid, offset) => {
    const session = await restore(pid, offset);
    if (!session) return session;
    const identity = session.data as Partial<SocketIdentity> | undefined;
    if (!(await stillSignedIn(identity, options.sessionIsLive))) {
      options.logger.debug('recovery refused: the socket’s session has ended');
      return null as unknown as typeof session;
    }
    const data = (session.data ?? { organizer: false }) as SocketData;
    if (await gateRefusesAny(session.rooms, data, options.topicGate)) {
      options.logger.debug('recovery refused: a topic it was in is now refused to it');
      return null as unknown as typeof session;
    }
    return session;
  };
}

export function createRealtime(httpServer: HttpServer, options: RealtimeOptions) {
  const io: IoServer = new Server(httpServer, {
    serveClient: false,
    // No long-polling: its requests must all reach the process that holds the session, which
    // would need sticky sessions behind a load balancer. The page falls back to REST polling.
    transports: ['websocket'],
    // Missed events are replayed to a socket that comes back within two minutes (venue Wi-Fi),
    // and the handshake runs again: its session may have been revoked while it was away.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
    pingInterval: 10_000,
    pingTimeout: 8_000,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  const segments: Segments = new Map();
  // A phone's own videos while they are made: a socket joins the segment of its own device (the
  // keyed hash the handshake resolved, never a name the page sends), so a push to a device's
  // segment reaches that phone's pages alone, on every process (through the adapter).
  segments.set('my-videos', (socket) =>
    Promise.resolve(socket.deviceKey ? [deviceSegment(socket.deviceKey)] : []),
  );
  refuseRevokedRecovery(io, options);

  // First: another site's page learns nothing, not even whether its cookie names a session.
  io.use((socket, next) => {
    const refusal = options.refuseRequest?.(socket.request);
    next(refusal ? Object.assign(new Error(refusal), { data: { code: 'cross-site' } }) : undefined);
  });
  io.use(async (socket, next) => {
    try {
      socket.data = await options.identify({
        cookie: socket.request.headers.cookie,
        device: (socket.handshake.auth as { deviceId?: unknown } | undefined)?.deviceId,
      });
      next();
    } catch (error) {
      options.logger.error({ err: error }, 'socket handshake failed');
      next(new Error('handshake failed'));
    }
  });
  io.use((socket, next) => {
    joinIdentityRooms(socket, segments, options.topicGate).then(
      () => next(),
      (error: unknown) => {
        options.logger.error({ err: error }, 'socket handshake failed');
        next(new Error('handshake failed'));
      },
    );
  });

  const subscribeListeners: SubscribeListeners = new Map();
  io.on('connection', (socket) =>
    handleSubscriptions(socket, options.logger, segments, options.topicGate, subscribeListeners),
  );

  return { io, hub: new RealtimeHub(io, options.checkPayloads, segments, subscribeListeners) };
}
