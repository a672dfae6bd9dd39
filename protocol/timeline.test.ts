import { describe, expect, it } from 'vitest';
import {
  participationFormSchema,
  quickReactionBody,
  REACTION_EMOJI,
  toTimelineEventView,
  type TimelineEvent,
} from './timeline';

const messages = (value: unknown) =>
  participationFormSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('participation form', () => {
  it('needs a name and a message', () => {
    expect(messages({ guestName: ' ', content: '' })).toEqual([
      'Name is required',
      'Message is required',
    ]);
    expect(messages({})).toEqual(['Name is required', 'Message is required']);
  });

  it('takes an empty e-mail as none and refuses a malformed one', () => {
    expect(
      participationFormSchema.parse({ guestName: 'Ana', guestEmail: '', content: 'Congrats!' }),
    ).toEqual({
      guestName: 'Ana',
      guestEmail: undefined,
      content: 'Congrats!',
      participationType: 'message',
    });
    expect(messages({ guestName: 'Ana', guestEmail: 'ana@', content: 'Hi' })).toEqual([
      'Invalid email address',
    ]);
  });

  it('sends a quick reaction as "Reacted with" and its emoji', () => {
    const body = quickReactionBody('Ana', 'tears');
    expect(body).toEqual({
      guestName: 'Ana',
      content: 'Reacted with 😢',
      participationType: 'reaction',
      reactionType: 'tears',
    });
    expect(participationFormSchema.safeParse(body).success).toBe(true);
    expect(messages({ guestName: 'Ana', content: 'Hi', participationType: 'reaction' })).toEqual([
      'Choose a reaction',
    ]);
    expect(messages({ guestName: 'Ana', content: 'Hi', reactionType: 'angry' })).toHaveLength(1);
  });

  it('maps the four reactions to party, heart, crying and laughing', () => {
    expect(REACTION_EMOJI).toEqual({ excited: '🎉', love: '❤️', tears: '😢', laugh: '😂' });
  });
});

describe('timeline card view', () => {
  const event: TimelineEvent = {
    id: '1',
    title: 'First Dance',
    time: '7:00 PM',
    duration: 30,
    category: 'reception',
    icon: 'music',
    isInteractive: true,
    allowGuestMessages: true,
    allowPhotoUploads: false,
    sortOrder: 5,
    createdAt: '2025-08-31T12:00:00.000Z',
  };

  it('keeps known categories and icons', () => {
    expect(toTimelineEventView(event)).toMatchObject({ category: 'reception', icon: 'music' });
  });

  it('falls back to special and heart for unknown ones', () => {
    expect(toTimelineEventView({ ...event, category: 'fireworks', icon: 'rocket' })).toMatchObject({
      category: 'special',
      icon: 'heart',
    });
  });
});
