import { describe, expect, it } from 'vitest';
import { RealtimeHub } from './hub';

/** A Socket.IO server that records what would have been sent. */
function recordingIo() {
  const sent: { room: unknown; event: string; payload: unknown }[] = [];
  const io = {
    to: (room: unknown) => ({
      emit: (event: string, payload: unknown) => sent.push({ room, event, payload }) > 0,
    }),
  };
  return { io: io as unknown as ConstructorParameters<typeof RealtimeHub>[0], sent };
}

describe('hub.publish', () => {
  it('sends a payload its event’s schema describes', () => {
    const { io, sent } = recordingIo();
    new RealtimeHub(io, true).publish('moments', 'moment:deleted', { id: 'm1' });
    expect(sent).toEqual([
      { room: 'topic:moments', event: 'moment:deleted', payload: { id: 'm1' } },
    ]);
  });

  it('refuses, at compile time and when sent, a payload the schema does not describe', () => {
    const { io, sent } = recordingIo();
    const hub = new RealtimeHub(io, true);
    const stored = { _id: 'm1', content: 'a stored document' };
    // @ts-expect-error a deletion carries the moment's id, not a stored document
    expect(() => hub.publish('moments', 'moment:deleted', stored)).toThrow();
    // @ts-expect-error an event the topic does not declare
    expect(() => hub.publish('moments', 'guestbook:entry-added', { id: 'm1' })).toThrow();
    expect(sent).toEqual([]);
  });
});
