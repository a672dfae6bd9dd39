import { describe, expect, it } from 'vitest';
import {
  INVITE_CODE_ATTEMPTS,
  generateInviteCode,
  isInviteCodeClash,
  withFreshInviteCode,
} from './invite-code';

const clash = { code: 11000, keyValue: { inviteCode: 'ABCDEFGH' } };
const ferretClash = {
  code: 1,
  message: "UNIQUE constraint failed: index 'guest_list_1_inviteCode_1' (2067)",
};
const emailClash = { code: 11000, keyValue: { email: 'a@example.com' } };

describe('invite codes', () => {
  it('are 8 upper-case characters without look-alikes, and differ', () => {
    const codes = Array.from({ length: 2000 }, generateInviteCode);
    for (const code of codes) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('tells a code clash from an e-mail clash, on MongoDB and FerretDB', () => {
    expect(isInviteCodeClash(clash)).toBe(true);
    expect(isInviteCodeClash(ferretClash)).toBe(true);
    expect(isInviteCodeClash(emailClash)).toBe(false);
    expect(isInviteCodeClash(new Error('network'))).toBe(false);
  });

  it('draws a new code after a clash, and gives up after a few', async () => {
    const tried: string[] = [];
    const saved = await withFreshInviteCode(async (code) => {
      tried.push(code);
      if (tried.length < 3) throw clash;
      return code;
    });
    expect(tried).toHaveLength(3);
    expect(saved).toBe(tried[2]);

    let attempts = 0;
    await expect(
      withFreshInviteCode(async () => {
        attempts += 1;
        throw ferretClash;
      }),
    ).rejects.toBe(ferretClash);
    expect(attempts).toBe(INVITE_CODE_ATTEMPTS);

    await expect(withFreshInviteCode(async () => Promise.reject(emailClash))).rejects.toBe(
      emailClash,
    );
  });
});
