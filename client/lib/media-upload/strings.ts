import { MULTIPART_MESSAGES } from '../../../protocol/uploads';
import { registerErrorTexts } from '../error-text';
import { registerStrings } from '../i18n';

/** The picture field every post with a photo shares (namespace 'media'). */
export const catalogs = registerStrings('media', {
  en: {
    mediaFile: 'Photo or GIF from your phone',
    mediaFileHint: 'JPG, PNG, GIF, WebP or HEIC, up to 10 MB. Its location data is removed.',
    removeFile: 'Remove {{name}}',
    fileType: 'Only photos can be shared here (JPG, PNG, GIF, WebP or HEIC).',
    fileTooLarge: 'This photo is larger than 10 MB. Please choose a smaller one.',
    videoFile: 'Video from your phone',
    videoFileHint:
      'MP4, MOV or WebM, up to 3 minutes. It is prepared for every screen, and its location data is removed.',
    videoType: 'Only videos can be shared here (MP4, MOV or WebM).',
    videoTooLarge: 'This video is larger than 600 MB. Please choose a shorter one.',
    pictureOrVideoFile: 'Photo or video from your phone',
    pictureOrVideoFileHint:
      'A photo (JPG, PNG, GIF, WebP or HEIC, up to 10 MB) or a video (MP4, MOV or WebM, up to 3 minutes). Its location data is removed.',
    pictureOrVideoType:
      'Only photos and videos can be shared here (JPG, PNG, GIF, WebP, HEIC, MP4, MOV or WebM).',
  },
  es: {
    mediaFile: 'Foto o GIF de su teléfono',
    mediaFileHint: 'JPG, PNG, GIF, WebP o HEIC, hasta 10 MB. Se eliminan sus datos de ubicación.',
    removeFile: 'Quitar {{name}}',
    fileType: 'Aquí solo se pueden compartir fotos (JPG, PNG, GIF, WebP o HEIC).',
    fileTooLarge: 'Esta foto pesa más de 10 MB. Elija una más pequeña.',
    videoFile: 'Vídeo de su teléfono',
    videoFileHint:
      'MP4, MOV o WebM, de hasta 3 minutos. Se prepara para todas las pantallas y se eliminan sus datos de ubicación.',
    videoType: 'Aquí solo se pueden compartir vídeos (MP4, MOV o WebM).',
    videoTooLarge: 'Este vídeo pesa más de 600 MB. Elija uno más corto.',
    pictureOrVideoFile: 'Foto o vídeo de su teléfono',
    pictureOrVideoFileHint:
      'Una foto (JPG, PNG, GIF, WebP o HEIC, hasta 10 MB) o un vídeo (MP4, MOV o WebM, de hasta 3 minutos). Se eliminan sus datos de ubicación.',
    pictureOrVideoType:
      'Aquí solo se pueden compartir fotos y vídeos (JPG, PNG, GIF, WebP, HEIC, MP4, MOV o WebM).',
  },
});

/** The refusals of an upload in parts, and a proxy's 413, for every media field. */
registerErrorTexts(MULTIPART_MESSAGES, {
  videoTooLarge: 'Este video pesa más de 600 MB. Elija uno más corto.',
  unknownMultipart: 'Esta subida no existe o ha caducado. Vuelva a subir el archivo.',
  partOutOfRange: 'Esta parte no es una de las partes de la subida.',
  partsMissing: 'Aún no han llegado algunas partes del archivo. Inténtelo de nuevo.',
  partsMismatch: 'Las partes recibidas no coinciden con el archivo. Vuelva a subirlo.',
  sizeMismatch: 'El archivo recibido no tiene el tamaño indicado.',
  proxyTooLarge:
    'El servidor del sitio rechazó un archivo tan grande. Pruebe con uno más pequeño o avise a los novios.',
});
