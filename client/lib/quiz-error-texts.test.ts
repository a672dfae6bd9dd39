import { afterEach, describe, expect, it } from 'vitest';
import { QUIZ_MESSAGES } from '../../protocol/quiz';
import { QUIZ_AUTHORING_MESSAGES } from '../../protocol/quiz-authoring';
import { errorText, messageText } from './error-text';
import { i18n } from './i18n';
import './quiz-error-texts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the live quiz’s messages in Spanish', () => {
  it('words every message of both quiz catalogs, with its values', async () => {
    await i18n.changeLanguage('es');
    const catalogs = [
      ['quiz', QUIZ_MESSAGES],
      ['quizAuthoring', QUIZ_AUTHORING_MESSAGES],
    ] as const;
    for (const [feature, catalog] of catalogs) {
      for (const key of Object.keys(catalog)) {
        const code = `${feature}.${key}`;
        const text = errorText({
          message: 'English words',
          code,
          params: { min: 2, max: 4, action: 'next' },
        });
        expect(text, code).not.toBe('English words');
        expect(text, code).not.toContain('{{');
      }
    }
    expect(messageText(QUIZ_MESSAGES.answersCount(2, 4))).toBe(
      'Una pregunta tiene de 2 a 4 respuestas.',
    );
    expect(messageText(QUIZ_MESSAGES.hostRequired)).toContain('enlace de presentador');
  });
});
