import { UPLOAD_MESSAGES } from '../../../protocol/gallery';
import { registerErrorTexts } from '../../lib/error-text';
import { registerStrings } from '../../lib/i18n';
import { common } from '../../lib/common-strings';
import '../../lib/image-error-texts';

const en = {
  title: 'Share Your Memories',
  intro: 'Add your photos of the day. They appear in the gallery and on the big screen at once.',
  form: {
    title: 'Upload photos',
    name: 'Your Name',
    namePlaceholder: 'Enter your name (optional)',
    caption: 'Caption',
    captionPlaceholder: 'Say something about the photo (optional)',
    choose: 'Choose Photo',
    camera: 'Take a Photo',
    formats: 'Supported formats: JPG, PNG, GIF (max 10MB)',
    upload_one: 'Upload {{count}} photo',
    upload_other: 'Upload {{count}} photos',
    uploading: 'Uploading...',
    pending: 'Adding your photo to the gallery...',
    chosen: 'Photos to upload',
    remove: 'Remove {{name}}',
    retry: common.en.retry,
    progress: '{{name}}: {{percent}}% uploaded',
    done: 'Added',
    waiting: 'Waiting for the organizers to approve it',
    loading: 'Loading the uploader...',
  },
  errors: {
    tooLarge: '{{file}} exceeds maximum allowed size of 10 MB',
    wrongType: 'You can only upload: JPG, PNG, GIF, WebP, HEIC',
    tooMany: 'You can only upload {{count}} file(s)',
    duplicate: "Cannot add the duplicate file '{{fileName}}', it already exists",
    failedFile: 'Failed to upload {{file}}',
    offline: 'No Internet connection',
    online: 'Connected to the Internet',
  },
  toast: {
    successTitle: 'Photo uploaded successfully!',
    successDescription: 'Your photo has been added to the wedding gallery.',
    pendingDescription: 'Your photo will appear in the gallery once the organizers approve it.',
    failureTitle: 'Upload failed',
    failureDescription: 'There was an error uploading your photo. Please try again.',
  },
  gallery: {
    title: 'Wedding Gallery',
    loading: 'Loading photos...',
    loadError: 'We could not load the photos. Please try again.',
    retry: common.en.retry,
    empty: 'No photos yet. Share the first one!',
    open: 'Open photo by {{name}}: {{caption}}',
    alt: 'Photo by {{name}}: {{caption}}',
    count_one: '{{count}} photo',
    count_other: '{{count}} photos',
  },
  organizer: {
    hide: 'Hide',
    hideLabel: 'Hide photo: {{name}}',
    delete: common.en.delete,
    deleteLabel: 'Delete photo: {{name}}',
    confirmDelete: 'Delete this photo for good?',
    cancel: common.en.cancel,
    failedTitle: common.en.errorTitle,
    failed: 'The photo could not be changed. Please try again.',
  },
};

const es: typeof en = {
  title: 'Comparta sus Recuerdos',
  intro: 'Añada sus fotos del día. Aparecen al instante en la galería y en la pantalla grande.',
  form: {
    title: 'Subir fotos',
    name: 'Su Nombre',
    namePlaceholder: 'Escriba su nombre (opcional)',
    caption: 'Descripción',
    captionPlaceholder: 'Diga algo sobre la foto (opcional)',
    choose: 'Elegir Foto',
    camera: 'Hacer una Foto',
    formats: 'Formatos admitidos: JPG, PNG, GIF (máx. 10 MB)',
    upload_one: 'Subir {{count}} foto',
    upload_other: 'Subir {{count}} fotos',
    uploading: 'Subiendo...',
    pending: 'Añadiendo su foto a la galería...',
    chosen: 'Fotos para subir',
    remove: 'Quitar {{name}}',
    retry: common.es.retry,
    progress: '{{name}}: {{percent}}% subido',
    done: 'Añadida',
    waiting: 'Esperando la aprobación de los organizadores',
    loading: 'Cargando el cargador de fotos...',
  },
  errors: {
    tooLarge: '{{file}} supera el tamaño máximo de 10 MB',
    wrongType: 'Solo puede subir: JPG, PNG, GIF, WebP, HEIC',
    tooMany: 'Solo puede subir {{count}} archivo(s)',
    duplicate: "No se puede añadir el archivo duplicado '{{fileName}}', ya está en la lista",
    failedFile: 'No se pudo subir {{file}}',
    offline: 'Sin conexión a Internet',
    online: 'Conectado a Internet',
  },
  toast: {
    successTitle: '¡Foto subida con éxito!',
    successDescription: 'Su foto se ha añadido a la galería de la boda.',
    pendingDescription: 'Su foto aparecerá en la galería cuando los organizadores la aprueben.',
    failureTitle: 'Error al subir',
    failureDescription: 'Hubo un error al subir su foto. Por favor, inténtelo de nuevo.',
  },
  gallery: {
    title: 'Galería de la Boda',
    loading: 'Cargando fotos...',
    loadError: 'No pudimos cargar las fotos. Por favor, inténtelo de nuevo.',
    retry: common.es.retry,
    empty: 'Aún no hay fotos. ¡Comparta la primera!',
    open: 'Abrir la foto de {{name}}: {{caption}}',
    alt: 'Foto de {{name}}: {{caption}}',
    count_one: '{{count}} foto',
    count_other: '{{count}} fotos',
  },
  organizer: {
    hide: 'Ocultar',
    hideLabel: 'Ocultar foto: {{name}}',
    delete: common.es.delete,
    deleteLabel: 'Eliminar foto: {{name}}',
    confirmDelete: '¿Eliminar esta foto para siempre?',
    cancel: common.es.cancel,
    failedTitle: common.es.errorTitle,
    failed: 'No se pudo cambiar la foto. Inténtelo de nuevo.',
  },
};

export const catalogs = registerStrings('photos', { en, es });

registerErrorTexts(UPLOAD_MESSAGES, {
  tooManyOpen:
    'Tiene demasiadas fotos subiéndose a la vez. Espere a que se hayan añadido y vuelva a intentarlo.',
  linkUsed: 'Este enlace de subida ya se ha usado. Vuelva a subir la foto.',
  notFromThisSite:
    'Las fotos deben subirse aquí: no se aceptan enlaces a imágenes de otros sitios web.',
});
