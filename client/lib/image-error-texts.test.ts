import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '../../protocol/images';
import '../features/photos/strings';
import { ApiError } from './api';
import { serverText } from './error-text';
import { i18n } from './i18n';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('image refusals', () => {
  it('shows a damaged HEIC’s refusal in the guest’s language, from the code the server sends', async () => {
    const refused = new ApiError(415, '415', {
      message: IMAGE_MESSAGES.heicDamaged,
      code: 'image.heicDamaged',
    });
    expect(serverText(refused)).toBe(IMAGE_MESSAGES.heicDamaged);
    await i18n.changeLanguage('es');
    expect(serverText(refused)).toBe(
      'Esta foto HEIC está dañada o incompleta y no se puede leer. Vuelva a elegirla o compártala como JPEG.',
    );
    const notAnImage = new ApiError(415, '415', {
      message: IMAGE_MESSAGES.notAnImage,
      code: 'image.notAnImage',
    });
    expect(serverText(notAnImage)).toBe(
      'Este archivo no es una foto que podamos leer. Elija una imagen JPG, PNG o GIF.',
    );
  });
});
