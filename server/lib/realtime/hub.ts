import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import {
  eventSchema,
  organizerRoom,
  segmentRoom,
  topicAccess,
  topicNames,
  topicRoom,
  topics,
  type ClientToServerEvents,
  type EventOf,
  type PayloadOf,
  type ServerToClientEvents,
  type SubscribeResult,
  type Topic,
} from '../../../protocol/events';
import type { Logger } from '../logger';
import {
  identityRoomsOf,
  isIdentityRoom,
  stillSignedIn,
  type SessionKind,
  type SocketIdentity,
} from './identity';

export interface SocketData extends SocketIdentity {
  deviceId?: string;
  /** A projector link's screen (projector cookie). */
  projectorLinkId?: string;
}

export type IoServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
type IoSocket = Socket<
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
type Segments = Map<Topic, SegmentResolver>;

/** Every socket of one projector link's screens, so revoking the link ends them all at once. */
const projectorRoom = (linkId: string) => `projector:${linkId}`;

/** Why a socket may not join a topic (beyond the topic's own access), or undefined. */
export type TopicGate = (topic: Topic, socket: SocketData) => Promise<string | undefined>;

const topicListSchema = z.array(z.string().max(64)).max(32);

/**
 * The one way services tell clients that something changed. Call `publish` only after the write
 * succeeded; payloads are checked against their protocol schema outside production.
 */
export class RealtimeHub {
  constructor(
    private readonly io: IoServer,
    private readonly checkPayloads: boolean,
    private readonly segments: Segments = new Map(),
  ) {}

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

  /** Disconnects every screen opened with this projector link, in every process. */
  endProjectorSockets(linkId: string): void {
    this.disconnect(projectorRoom(linkId));
  }
}

export interface RealtimeOptions {
  logger: Logger;
  checkPayloads: boolean;
  /** Who a socket is, from the sessions its cookie header holds. */
  identify: (cookieHeader: string | undefined) => Promise<SocketIdentity>;
  /** Whether a session a disconnected socket held still holds (not signed out, not revoked). */
  sessionIsLive: (kind: SessionKind, sessionId: string) => Promise<boolean>;
  parseDeviceId: (value: unknown) => string | undefined;
  /** The projector link behind a cookie header, if any. */
  resolveProjector?: (cookieHeader: string | undefined) => Promise<string | undefined>;
  /** Refuses topics to some sockets (an invite-only site's strangers). */
  topicGate?: TopicGate;
  adapter?: Parameters<IoServer['adapter']>[0];
}

async function roomsOf(socket: IoSocket, topic: Topic, segments: Segments): Promise<string[]> {
  const rooms = socket.data.organizer
    ? [topicRoom(topic), organizerRoom(topic)]
    : [topicRoom(topic)];
  const resolver = segments.get(topic);
  if (!resolver) return rooms;
  return [...rooms, ...(await resolver(socket.data)).map((segment) => segmentRoom(topic, segment))];
}

/** Joins the socket's topics again as it now may: organizer rooms and stale segments are left. */
async function rejoinTopics(socket: IoSocket, segments: Segments): Promise<void> {
  const subscribed = (Object.keys(topics) as Topic[]).filter((topic) =>
    socket.rooms.has(topicRoom(topic)),
  );
  for (const room of [...socket.rooms]) if (room !== socket.id) await socket.leave(room);
  for (const topic of subscribed) {
    if (topicAccess(topic) === 'organizer' && !socket.data.organizer) continue;
    await socket.join(await roomsOf(socket, topic, segments));
  }
}

/**
 * Puts the socket in its identity's rooms before the connection completes, so a revocation from
 * then on reaches it. A recovered socket came back in the rooms of the identity it had: when its
 * cookie now names other sessions, its topics are joined again as it now may.
 */
async function joinIdentityRooms(socket: IoSocket, segments: Segments): Promise<void> {
  const rooms = identityRoomsOf(socket.data);
  const had = [...socket.rooms].filter(isIdentityRoom);
  const changed = had.length !== rooms.length || had.some((room) => !rooms.includes(room));
  if (socket.recovered && changed) await rejoinTopics(socket, segments);
  await socket.join(rooms);
}

function handleSubscriptions(
  socket: IoSocket,
  logger: Logger,
  segments: Segments,
  gate?: TopicGate,
): void {
  const change = (join: boolean) => async (requested: unknown, ack: unknown) => {
    const reply = typeof ack === 'function' ? (ack as (result: SubscribeResult) => void) : () => {};
    const parsed = topicListSchema.safeParse(requested);
    if (!parsed.success) {
      reply({
        subscribed: [],
        refused: [{ topic: String(requested), reason: 'expected a list of topic names' }],
      });
      return;
    }
    const result: SubscribeResult = { subscribed: [], refused: [] };
    for (const name of parsed.data) {
      if (!Object.hasOwn(topics, name)) {
        result.refused.push({ topic: name, reason: 'unknown topic' });
        continue;
      }
      const topic = name as Topic;
      if (topicAccess(topic) === 'organizer' && !socket.data.organizer) {
        result.refused.push({ topic, reason: 'organizers only' });
        continue;
      }
      const refusal = join
        ? await gate?.(topic, socket.data).catch((error: unknown) => {
            logger.error({ err: error, topic }, 'could not check who may join a topic');
            return 'try again';
          })
        : undefined;
      if (refusal) {
        result.refused.push({ topic, reason: refusal });
        continue;
      }
      const ownRooms = [...socket.rooms].filter((room) => room.startsWith(`${topicRoom(topic)}#`));
      if (join) {
        let rooms: string[];
        try {
          rooms = await roomsOf(socket, topic, segments);
        } catch (error) {
          logger.error({ err: error, topic }, 'could not resolve the segments of a subscriber');
          result.refused.push({ topic, reason: 'try again' });
          continue;
        }
        // Re-subscribing refreshes the segments (an RSVP may have changed since).
        for (const room of ownRooms) if (!rooms.includes(room)) await socket.leave(room);
        await socket.join(rooms);
      } else {
        for (const room of [topicRoom(topic), ...ownRooms]) await socket.leave(room);
      }
      result.subscribed.push(topic);
    }
    if (result.refused.length) logger.debug({ refused: result.refused }, 'subscription refused');
    reply(result);
  };
  socket.on('subscribe', change(true));
  socket.on('unsubscribe', change(false));
}

/**
 * Connection state recovery replays missed events before any middleware runs, so a socket whose
 * session was signed out or revoked while it was away gets no recovery at all: it starts afresh
 * (and the page, told it did not recover, subscribes and refetches as who it is now).
 */
function refuseRevokedRecovery(io: IoServer, options: RealtimeOptions): void {
  const adapter = io.of('/').adapter;
  const restore = adapter.restoreSession.bind(adapter);
  adapter.restoreSession = async (pid, offset) => {
    const session = await restore(pid, offset);
    if (!session) return session;
    const identity = session.data as Partial<SocketIdentity> | undefined;
    if (await stillSignedIn(identity, options.sessionIsLive)) return session;
    options.logger.debug('recovery refused: the socket’s session has ended');
    return null as unknown as typeof session;
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
  refuseRevokedRecovery(io, options);

  io.use(async (socket, next) => {
    try {
      const cookie = socket.request.headers.cookie;
      const { guestId, ...identity } = await options.identify(cookie);
      socket.data = identity;
      if (guestId) socket.data.guestId = guestId;
      const projectorLinkId = await options.resolveProjector?.(cookie);
      if (projectorLinkId) socket.data.projectorLinkId = projectorLinkId;
      socket.data.deviceId = options.parseDeviceId(socket.handshake.auth?.deviceId);
      next();
    } catch (error) {
      options.logger.error({ err: error }, 'socket handshake failed');
      next(new Error('handshake failed'));
    }
  });
  io.use((socket, next) => {
    joinIdentityRooms(socket, segments).then(
      () => next(),
      (error: unknown) => {
        options.logger.error({ err: error }, 'socket handshake failed');
        next(new Error('handshake failed'));
      },
    );
  });

  io.on('connection', (socket) => {
    if (socket.data.projectorLinkId) void socket.join(projectorRoom(socket.data.projectorLinkId));
    handleSubscriptions(socket, options.logger, segments, options.topicGate);
  });

  return { io, hub: new RealtimeHub(io, options.checkPayloads, segments) };
}
