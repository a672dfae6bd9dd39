import { beforeAll, describe, expect, it } from 'vitest';
import { moderationActionSchema, type ModerationAction } from '../../../protocol/moderation';
import { createdMomentSchema } from '../../../protocol/moments';
import { timelineEventSchema, type TimelineParticipation } from '../../../protocol/timeline';
import { nextEvent, recordEvents, type TestSocket } from '../../test/harness';
import { organizerSocket, useTestApp } from '../../test/fixtures';
import { caller, device } from './test-support';

/**
 * Organizers also approve, hide and delete from a feature's own screen (the timeline's messages,
 * the moments feed): those actions land in the same action log and the same queue as the
 * Moderation tab's.
 */
const PUSH_WAIT_MS = 30_000;

let organizer: TestSocket;

const app = useTestApp(
  { WRITE_LIMIT_PER_DEVICE: '1000', NO_DEVICE_LIMIT_PER_IP: '1000' },
  { organizer: true, timeout: 180_000 },
);
const api = caller(app);
beforeAll(async () => {
  organizer = await organizerSocket(app, 'moderation');
});

const logLines = async () =>
  moderationActionSchema
    .array()
    .parse((await api('/api/moderation/actions', { cookie: app.organizer })).body);

async function postTimelineMessage(content: string): Promise<TimelineParticipation> {
  const day = timelineEventSchema.array().parse((await api('/api/timeline/events')).body);
  const open = day.find((event) => event.isInteractive && event.allowGuestMessages)!;
  const { status, body } = await api(`/api/timeline/${open.id}/participate`, {
    method: 'POST',
    deviceId: device('timeline'),
    body: { guestName: 'Ana', content },
  });
  expect(status).toBe(201);
  return body as unknown as TimelineParticipation;
}

/** Waits for the pushed log line of an action, and checks the stored log has it on top. */
async function expectLogged(line: Promise<ModerationAction>, expected: Partial<ModerationAction>) {
  const pushed = await line;
  expect(pushed).toMatchObject({
    ...expected,
    by: { device: 'Chrome on Linux', session: expect.stringMatching(/^[0-9a-f]{6}$/) },
  });
  expect((await logLines())[0]).toEqual(pushed);
}

describe('actions taken on the timeline’s own screen', () => {
  it('are logged and followed by the queue: hide, show again, delete', async () => {
    const posted = await postTimelineMessage('A message the couple would rather not show');
    const base = { kind: 'timeline', itemId: posted.id } as const;
    const excerpt = 'A message the couple would rather not show';

    let item = nextEvent(organizer, 'moderation:item', PUSH_WAIT_MS);
    let line = nextEvent(organizer, 'moderation:action', PUSH_WAIT_MS);
    const hidden = await api(`/api/timeline/participations/${posted.id}/hide`, {
      method: 'POST',
      cookie: app.organizer,
    });
    expect(hidden.status).toBe(200);
    expect(await item).toMatchObject({ kind: 'timeline', id: posted.id, status: 'hidden' });
    await expectLogged(line, { action: 'hide', ...base, excerpt });

    item = nextEvent(organizer, 'moderation:item', PUSH_WAIT_MS);
    line = nextEvent(organizer, 'moderation:action', PUSH_WAIT_MS);
    const shown = await api(`/api/timeline/participations/${posted.id}/approve`, {
      method: 'POST',
      cookie: app.organizer,
    });
    expect(shown.status).toBe(200);
    expect(await item).toMatchObject({ id: posted.id, status: 'published' });
    await expectLogged(line, { action: 'approve', ...base, excerpt });

    // A refused action logs nothing.
    const linesBefore = (await logLines()).length;
    const twice = await api(`/api/timeline/participations/${posted.id}/approve`, {
      method: 'POST',
      cookie: app.organizer,
    });
    expect(twice.status).toBe(409);
    expect((await logLines()).length).toBe(linesBefore);

    const removed = nextEvent(organizer, 'moderation:item-removed', PUSH_WAIT_MS);
    line = nextEvent(organizer, 'moderation:action', PUSH_WAIT_MS);
    const deleted = await api(`/api/timeline/participations/${posted.id}`, {
      method: 'DELETE',
      cookie: app.organizer,
    });
    expect(deleted.status).toBe(200);
    expect(await removed).toEqual({ kind: 'timeline', id: posted.id });
    await expectLogged(line, { action: 'delete', ...base, excerpt });
  });

  it('through the Moderation tab, a deleted timeline message keeps its excerpt in the log', async () => {
    const posted = await postTimelineMessage('Deleted from the Moderation tab');
    const line = nextEvent(organizer, 'moderation:action', PUSH_WAIT_MS);
    const deleted = await api(`/api/moderation/items/timeline/${posted.id}`, {
      method: 'DELETE',
      cookie: app.organizer,
      body: {},
    });
    expect(deleted.status).toBe(200);
    await expectLogged(line, {
      action: 'delete',
      kind: 'timeline',
      itemId: posted.id,
      excerpt: 'Deleted from the Moderation tab',
    });
  });
});

describe('a moment deleted from the feed', () => {
  it('is logged when an organizer deletes it, not when its author does', async () => {
    const share = async (content: string) => {
      const { status, body } = await api('/api/live-wedding-moments', {
        method: 'POST',
        deviceId: device('author'),
        body: { guestName: 'Ana', content },
      });
      expect(status).toBe(201);
      return createdMomentSchema.parse(body);
    };
    const byOrganizer = await share('Deleted by an organizer from the feed');
    const removed = nextEvent(organizer, 'moderation:item-removed', PUSH_WAIT_MS);
    const line = nextEvent(organizer, 'moderation:action', PUSH_WAIT_MS);
    const answer = await api(`/api/live-wedding-moments/${byOrganizer.id}`, {
      method: 'DELETE',
      cookie: app.organizer,
    });
    expect(answer.status).toBe(200);
    expect(await removed).toEqual({ kind: 'moments', id: byOrganizer.id });
    await expectLogged(line, {
      action: 'delete',
      kind: 'moments',
      itemId: byOrganizer.id,
      excerpt: 'Deleted by an organizer from the feed',
    });

    // The author's own delete leaves the queue but is no organizer's action.
    const own = await share('Deleted by its author');
    const lines = recordEvents(organizer, 'moderation:action');
    const ownRemoved = nextEvent(organizer, 'moderation:item-removed', PUSH_WAIT_MS);
    const byAuthor = await fetch(`${app.url}/api/live-wedding-moments/${own.id}`, {
      method: 'DELETE',
      headers: { 'x-author-token': own.authorToken },
    });
    expect(byAuthor.status).toBe(200);
    expect(await ownRemoved).toEqual({ kind: 'moments', id: own.id });
    expect(lines).toEqual([]);
    expect((await logLines()).some((entry) => entry.itemId === own.id)).toBe(false);
  });
});
