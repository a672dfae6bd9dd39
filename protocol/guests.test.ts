import { describe, expect, it } from 'vitest';
import { guestSignInFormSchema, inviteLoginBodySchema } from './guests';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('invite login body', () => {
  it('refuses a bad e-mail and a short code with the spec’s messages', () => {
    expect(
      messagesOf(inviteLoginBodySchema.safeParse({ email: 'maria', inviteCode: 'abc' })),
    ).toEqual(['Please enter a valid email address', 'Invite code must be at least 6 characters']);
    expect(messagesOf(inviteLoginBodySchema.safeParse({}))).toEqual([
      'Please enter a valid email address',
      'Invite code must be at least 6 characters',
    ]);
    // Spaces around a short code do not make it long enough.
    expect(
      messagesOf(inviteLoginBodySchema.safeParse({ email: 'a@b.co', inviteCode: '  abcd  ' })),
    ).toEqual(['Invite code must be at least 6 characters']);
  });

  it('matches whatever case and spacing the guest typed', () => {
    expect(
      inviteLoginBodySchema.parse({ email: ' Maria@Example.COM ', inviteCode: ' lopez1 ' }),
    ).toEqual({
      email: 'maria@example.com',
      inviteCode: 'LOPEZ1',
    });
  });
});

describe('guest sign-in form', () => {
  it('requires both fields with the spec’s messages', () => {
    expect(
      messagesOf(guestSignInFormSchema.safeParse({ identifier: '  ', inviteCode: '' })),
    ).toEqual(['This field is required', 'Invite code is required']);
  });

  it('turns the invite code to upper case', () => {
    expect(
      guestSignInFormSchema.parse({ identifier: 'Maria', inviteCode: 'ab12cd' }).inviteCode,
    ).toBe('AB12CD');
  });
});
