import { registerStrings } from '../i18n';

/** The picture field every post with a photo shares (namespace 'media'). */
export const catalogs = registerStrings('media', {
  en: {
    mediaFile: 'Photo or GIF from your phone',
    mediaFileHint: 'JPG, PNG, GIF, WebP or HEIC, up to 10 MB. Its location data is removed.',
    removeFile: 'Remove {{name}}',
    fileType: 'Only photos can be shared here (JPG, PNG, GIF, WebP or HEIC).',
    fileTooLarge: 'This photo is larger than 10 MB. Please choose a smaller one.',
  },
  es: {
    mediaFile: 'Foto o GIF de su teléfono',
    mediaFileHint: 'JPG, PNG, GIF, WebP o HEIC, hasta 10 MB. Se eliminan sus datos de ubicación.',
    removeFile: 'Quitar {{name}}',
    fileType: 'Aquí solo se pueden compartir fotos (JPG, PNG, GIF, WebP o HEIC).',
    fileTooLarge: 'Esta foto pesa más de 10 MB. Elija una más pequeña.',
  },
});
