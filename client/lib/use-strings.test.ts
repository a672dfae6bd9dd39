import { describe, expect, it } from 'vitest';
import type { KeyOf, Translate } from './use-strings';

// What is checked here is checked by `npm run typecheck`: each `@ts-expect-error` line must fail.
describe('t() keys are checked against the English catalog', () => {
  const t: Translate<'rsvp'> = (key) => key;

  it('accepts keys, plural keys by their base and borrowed namespaces', () => {
    const keys: KeyOf<'rsvp'>[] = ['form.firstName', 'confirmation.attending'];
    expect(keys.map((key) => t(key))).toEqual(['form.firstName', 'confirmation.attending']);
    expect(t('outbox:savedOnPhone')).toBe('outbox:savedOnPhone');
  });

  it('refuses a misspelt key, a plural form and a key of another namespace', () => {
    // @ts-expect-error: misspelt
    expect(t('form.fristName')).toBe('form.fristName');
    // @ts-expect-error: plural forms are asked for by their base key and a count
    expect(t('confirmation.attending_one')).toBe('confirmation.attending_one');
    // @ts-expect-error: a key of the 'hero' namespace
    expect(t('hero:title')).toBe('hero:title');
  });
});
