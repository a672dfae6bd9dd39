import { afterEach, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '../../../protocol/push';
import { messageText } from '../../lib/error-text';
import { i18n } from '../../lib/i18n';
import './error-texts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

it("says every answer of the push subscriptions' endpoints in Spanish too", async () => {
  await i18n.changeLanguage('es');
  for (const message of Object.values(PUSH_MESSAGES)) {
    const spanish = messageText(message);
    expect(spanish).not.toBe(String(message));
    expect(spanish?.length).toBeGreaterThan(20);
  }
  await i18n.changeLanguage('en');
  expect(messageText(PUSH_MESSAGES.otherDevice)).toBe(
    'This push subscription belongs to another device.',
  );
});
