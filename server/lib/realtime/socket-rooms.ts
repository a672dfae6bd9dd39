import { z } from 'zod';
import {
  organizerRoom,
  segmentRoom,
  topicAccess,
  topicRoom,
  topics,
  type SubscribeResult,
  type Topic,
} from '../../../protocol/events';
import type { Logger } from '../logger';
import type { IoSocket, Segments, SubscribeListeners, TopicGate } from './hub';
import { identityRoomsOf, isIdentityRoom } from './identity';

// The rooms a socket is in: its identity's (so a revocation reaches it) and its topics' (what
// it subscribed to, as it may). The hub publishes to these rooms.

const PROJECTOR_ROOM_PREFIX = 'projector:';
/** The room of every screen opened with one projector link. */
export const projectorRoom = (linkId: string) => `${PROJECTOR_ROOM_PREFIX}${linkId}`;

const topicListSchema = z.array(z.string().max(64)).max(32);

async function roomsOf(socket: IoSocket, topic: Topic, segments: Segments): Promise<string[]> {
  const rooms = socket.data.organizer
    ? [topicRoom(topic), organizerRoom(topic)]
    : [topicRoom(topic)];
  const resolver = segments.get(topic);
  if (!resolver) return rooms;
  return [...rooms, ...(await resolver(socket.data)).map((segment) => segmentRoom(topic, segment))];
}

/** Joins the socket's topics again as it now may: organizer rooms and stale segments are left. */
async function rejoinTopics(socket: IoSocket, segments: Segments, gate?: TopicGate): Promise<void> {
  const subscribed = (Object.keys(topics) as Topic[]).filter((topic) =>
    socket.rooms.has(topicRoom(topic)),
  );
  for (const room of [...socket.rooms]) if (room !== socket.id) await socket.leave(room);
  for (const topic of subscribed) {
    if (topicAccess(topic) === 'organizer' && !socket.data.organizer) continue;
    if (gate && (await gate(topic, socket.data))) continue;
    await socket.join(await roomsOf(socket, topic, segments));
  }
}

/**
 * Puts the socket in its identity's rooms before the connection completes, so a revocation from
 * then on reaches it. A recovered socket came back in the rooms of the identity it had: when its
 * cookie now names other sessions, its topics are joined again as it now may.
 */
export async function joinIdentityRooms(
  socket: IoSocket,
  segments: Segments,
  gate?: TopicGate,
): Promise<void> {
  const { projectorLinkId } = socket.data;
  // A projector screen is an identity too: revoking its link closes it, and a screen whose link
  // was revoked while it was away comes back only to the topics a stranger may follow.
  const rooms = [
    ...identityRoomsOf(socket.data),
    ...(projectorLinkId ? [projectorRoom(projectorLinkId)] : []),
  ];
  const had = [...socket.rooms].filter(
    (room) => isIdentityRoom(room) || room.startsWith(PROJECTOR_ROOM_PREFIX),
  );
  const changed = had.length !== rooms.length || had.some((room) => !rooms.includes(room));
  if (socket.recovered && changed) await rejoinTopics(socket, segments, gate);
  await socket.join(rooms);
}

export function handleSubscriptions(
  socket: IoSocket,
  logger: Logger,
  segments: Segments,
  gate?: TopicGate,
  listeners?: SubscribeListeners,
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
        for (const listener of listeners?.get(topic) ?? []) listener(socket);
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
