import { afterEach, describe, expect, it } from 'vitest';
import { VIDEO_MESSAGES } from '../../protocol/video';
import { errorText, messageText } from './error-text';
import { i18n } from './i18n';
import './video-error-texts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('video refusals in Spanish', () => {
  it('words every refusal of the video catalog, with its values', async () => {
    await i18n.changeLanguage('es');
    for (const key of Object.keys(VIDEO_MESSAGES)) {
      const code = `video.${key}`;
      const text = errorText({
        message: 'English words',
        code,
        params: { codec: 'theora', max: 180 },
      });
      expect(text, code).not.toBe('English words');
    }
    expect(messageText(VIDEO_MESSAGES.tooLong(180))).toBe(
      'Este vídeo dura más de 180 segundos. Recórtelo y vuelva a intentarlo.',
    );
    expect(messageText(VIDEO_MESSAGES.off)).toContain('FFMPEG_PATH');
  });
});
