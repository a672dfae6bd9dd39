import { describe, expect, it } from 'vitest';
import { guestPhotoBodySchema, toGuestPhotoBody } from './gallery';

const messages = (value: unknown) =>
  guestPhotoBodySchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('guest photo', () => {
  it('needs a valid web address and a guest name', () => {
    expect(messages({ photoURL: 'not a url', guestName: ' ' })).toEqual([
      'Please provide a valid photo URL',
      'Guest name is required',
    ]);
    expect(messages({ photoURL: 'javascript:alert(1)', guestName: 'Ana' })).toEqual([
      'Please provide a valid photo URL',
    ]);
    expect(messages({})).toEqual(['Please provide a valid photo URL', 'Guest name is required']);
  });

  it('names an anonymous photo "Anonymous Guest" and captions it "Wedding memory"', () => {
    const body = toGuestPhotoBody('https://photos.example.com/a.jpg', {
      guestName: '  ',
      caption: '',
    });
    expect(body).toEqual({
      photoURL: 'https://photos.example.com/a.jpg',
      guestName: 'Anonymous Guest',
      caption: 'Wedding memory',
    });
    expect(guestPhotoBodySchema.parse({ photoURL: body.photoURL, guestName: 'Ana' }).caption).toBe(
      'Wedding memory',
    );
  });

  it('keeps what the guest typed, trimmed', () => {
    expect(
      toGuestPhotoBody('https://x.example/p.png', { guestName: ' Ana ', caption: ' First dance ' }),
    ).toMatchObject({
      guestName: 'Ana',
      caption: 'First dance',
    });
  });
});
