import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GUEST_EMAIL_DOMAIN, guestSessionSchema } from '../../../protocol/guest-session';
import {
  GUEST_STORAGE_KEY,
  getGuestSession,
  resetGuestSessionCache,
  signIn,
  signOut,
  useGuestSession,
} from './session';

beforeEach(() => {
  localStorage.clear();
  resetGuestSessionCache();
});
afterEach(() => {
  localStorage.clear();
  resetGuestSessionCache();
});

describe('guest session', () => {
  it('signs a guest in on this device with the spec’s session shape and saves it', () => {
    const before = Date.now();
    const guest = signIn('  Ana María ');
    expect(guest).toMatchObject({
      firstName: 'Ana María',
      lastName: '',
      email: `ana.maría@${GUEST_EMAIL_DOMAIN}`,
      isAuthenticated: true,
    });
    expect(guest.id).toMatch(/^guest-\d+$/);
    expect(Number(guest.id.slice('guest-'.length))).toBeGreaterThanOrEqual(before);
    expect(new Date(guest.lastLoginAt).toISOString()).toBe(guest.lastLoginAt);
    expect(JSON.parse(localStorage.getItem(GUEST_STORAGE_KEY)!)).toEqual(guest);
  });

  it('lowercases the first name for the email', () => {
    expect(signIn('SOFIA').email).toBe(`sofia@${GUEST_EMAIL_DOMAIN}`);
  });

  it('refuses a blank name and saves nothing', () => {
    expect(() => signIn('   ')).toThrow('Please enter your first name to continue');
    expect(localStorage.getItem(GUEST_STORAGE_KEY)).toBeNull();
    expect(getGuestSession()).toBeNull();
  });

  it('restores a saved guest on the next visit', () => {
    const guest = signIn('Daniel');
    resetGuestSessionCache();
    expect(getGuestSession()).toEqual(guest);
  });

  it.each([
    ['not JSON', '{guest'],
    ['a different shape', JSON.stringify({ firstName: 'Eve' })],
    [
      'a blank name',
      JSON.stringify({ ...guestSessionSchema.parse(signInShape('x')), firstName: '  ' }),
    ],
  ])('discards a stored value that is %s', (_what, stored) => {
    localStorage.setItem(GUEST_STORAGE_KEY, stored);
    resetGuestSessionCache();
    expect(getGuestSession()).toBeNull();
    expect(localStorage.getItem(GUEST_STORAGE_KEY)).toBeNull();
  });

  it('signs out: clears storage and tells every component', () => {
    signIn('Lucia');
    const { result } = renderHook(() => useGuestSession());
    expect(result.current?.firstName).toBe('Lucia');
    act(() => signOut());
    expect(result.current).toBeNull();
    expect(localStorage.getItem(GUEST_STORAGE_KEY)).toBeNull();
  });

  it('follows a sign-in made in another tab', () => {
    const { result } = renderHook(() => useGuestSession());
    expect(result.current).toBeNull();
    const other = signInShape('Marta');
    localStorage.setItem(GUEST_STORAGE_KEY, JSON.stringify(other));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: GUEST_STORAGE_KEY }));
    });
    expect(result.current?.firstName).toBe('Marta');
  });
});

/** A valid stored session without going through signIn (as another tab would have written it). */
function signInShape(firstName: string) {
  return {
    id: `guest-${Date.now()}`,
    firstName,
    lastName: '',
    email: `${firstName.toLowerCase()}@${GUEST_EMAIL_DOMAIN}`,
    isAuthenticated: true,
    lastLoginAt: new Date().toISOString(),
  };
}
