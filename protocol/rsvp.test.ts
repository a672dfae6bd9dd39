import { describe, expect, it } from 'vitest';
import { RSVP_MESSAGES, rsvpBodySchema } from './rsvp';

const valid = {
  firstName: 'Ana',
  lastName: 'López',
  email: ' Ana.Lopez@Example.com ',
  attending: true,
};
const firstMessage = (body: Record<string, unknown>) =>
  rsvpBodySchema.safeParse(body).error?.issues[0]?.message;

describe('RSVP rules', () => {
  it('lower-cases the e-mail and counts one guest by default', () => {
    expect(rsvpBodySchema.parse(valid)).toEqual({
      firstName: 'Ana',
      lastName: 'López',
      email: 'ana.lopez@example.com',
      attending: true,
      guestCount: 1,
    });
  });

  it('takes 1 to 10 guests when attending', () => {
    expect(firstMessage({ ...valid, guestCount: 0 })).toBe(RSVP_MESSAGES.guestCountMin);
    expect(firstMessage({ ...valid, guestCount: 11 })).toBe(RSVP_MESSAGES.guestCountMax);
    expect(firstMessage({ ...valid, guestCount: 2.5 })).toBe(RSVP_MESSAGES.guestCountWhole);
    expect(rsvpBodySchema.parse({ ...valid, guestCount: 10 }).guestCount).toBe(10);
  });

  it('counts nobody for a guest who declines', () => {
    expect(rsvpBodySchema.parse({ ...valid, attending: false, guestCount: 4 }).guestCount).toBe(0);
  });

  it('names each missing field', () => {
    expect(firstMessage({ ...valid, firstName: ' ' })).toBe(RSVP_MESSAGES.firstNameRequired);
    expect(firstMessage({ ...valid, lastName: '' })).toBe(RSVP_MESSAGES.lastNameRequired);
    expect(firstMessage({ ...valid, email: 'ana' })).toBe(RSVP_MESSAGES.emailInvalid);
    expect(firstMessage({ ...valid, attending: undefined })).toBe(RSVP_MESSAGES.attendingRequired);
  });
});
