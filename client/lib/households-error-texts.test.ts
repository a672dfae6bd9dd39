import { afterEach, describe, expect, it } from 'vitest';
import { HOUSEHOLD_MESSAGES } from '../../protocol/households';
import { errorText } from './error-text';
import { i18n } from './i18n';
import './households-error-texts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the households’ messages in Spanish', () => {
  it('words every message of the catalog, with its values', async () => {
    await i18n.changeLanguage('es');
    for (const key of Object.keys(HOUSEHOLD_MESSAGES)) {
      const code = `households.${key}`;
      const text = errorText({ message: 'English words', code, params: { allowed: 2, max: 300 } });
      expect(text, code).not.toBe('English words');
      expect(text, code).not.toContain('{{');
    }
  });

  it('fills the allowance into the companions message', async () => {
    await i18n.changeLanguage('es');
    const sent = HOUSEHOLD_MESSAGES.tooManyCompanions(2);
    expect(errorText({ message: sent })).toBe('Tu invitación incluye como mucho 2 acompañante(s).');
  });
});
