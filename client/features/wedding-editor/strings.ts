import { PARTY_EDIT_MESSAGES } from '../../../protocol/wedding-edit';
import { WEDDING_EDIT_MESSAGES } from '../../../protocol/wedding-edit-fields';
import { registerErrorTexts } from '../../lib/error-text';
// 'Must be at most {{max}} characters' is every form's (lib/form-strings.ts).
import '../../lib/form-strings';
import { registerStrings } from '../../lib/i18n';
import { editorStringsEn } from './strings-en';
import { editorStringsEs } from './strings-es';
import '../../lib/image-error-texts';

// Each language has its own file: together they were too long to read as one.
export const catalogs = registerStrings('wedding-editor', {
  en: editorStringsEn,
  es: editorStringsEs,
});

registerErrorTexts(WEDDING_EDIT_MESSAGES, {
  required: 'Este campo es obligatorio',
  requiredInOneLanguage: 'Escríbelo en inglés, en español o en ambos',
  ceremonyStart: 'Escribe la fecha y la hora como AAAA-MM-DDTHH:mm',
  clock: 'Escribe una hora como HH:mm (24 h)',
  timeZone: 'Escribe una zona horaria IANA como America/New_York',
  latitude: 'La latitud debe estar entre -90 y 90',
  longitude: 'La longitud debe estar entre -180 y 180',
  https: 'Escribe una dirección completa que empiece por https://',
  email: 'Correo electrónico no válido',
  storyId: 'Cada momento necesita su propio identificador',
  mediaPath:
    'Escribe una ruta que empiece por / o un enlace a una imagen (se copia al sitio al guardar)',
  storyVideoLink:
    'El vídeo debe estar en este sitio: escribe su ruta, que empieza por /. Los vídeos de otros sitios no se pueden reproducir aquí.',
  storyImageUnreachable:
    'No pudimos copiar la imagen de este enlace. Comprueba que abre la imagen misma (JPG, PNG o GIF, 10 MB como máximo) o usa una ruta que empiece por /.',
  positive: 'Debe ser 0 o más',
  rating: 'La valoración debe estar entre 0 y 5',
  markerId: 'Cada marcador necesita su propio identificador',
  markerPosition: 'La posición debe estar entre -6 y 6',
  tooManyMarkers: 'Como máximo 20 marcadores por lugar',
  tooManyPhotos: 'Como máximo 12 fotos por lugar',
  photoGone:
    'Alguien quitó una foto de este lugar mientras tanto. Vuelve a cargar el editor e inténtalo de nuevo.',
  notFromThisSite:
    'Las fotos deben subirse aquí: no se aceptan enlaces a imágenes de otros sitios web.',
  changedMeanwhile:
    'Alguien cambió los datos de la boda mientras tanto. Vuelve a cargar el editor e inténtalo de nuevo.',
});
registerErrorTexts(PARTY_EDIT_MESSAGES, {
  required: 'Este campo es obligatorio',
  photoUrl: 'Escribe una dirección https:// completa o una ruta que empiece por /',
  photoUnreachable:
    'No pudimos copiar la foto de este enlace. Comprueba que abre la imagen misma (JPG, PNG o GIF, 10 MB como máximo) o déjalo vacío.',
  tooMany: 'Como máximo 40 miembros',
});
