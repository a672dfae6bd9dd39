// Imported for its effect by the strings of every feature that sends photos to the server's
// pipeline (gallery, moments, guest book, timeline, profiles, venue photos).
import { IMAGE_MESSAGES } from '../../protocol/images';
import { registerErrorTexts } from './error-text';

registerErrorTexts(IMAGE_MESSAGES, {
  notAnImage: 'Este archivo no es una foto que podamos leer. Elija una imagen JPG, PNG o GIF.',
  tooManyPixels: 'Esta imagen es demasiado grande para procesarla (más de 60 megapíxeles).',
  heicDamaged:
    'Esta foto HEIC está dañada o incompleta y no se puede leer. Vuelva a elegirla o compártala como JPEG.',
});
