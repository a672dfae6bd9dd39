import { AR_CAMERA_REFUSED, REVIEW_MISSING_INFO, REVIEW_TOASTS } from '../../../protocol/ar-venue';
import { registerStrings } from '../../lib/i18n';
import { common } from '../../lib/common-strings';

const en = {
  title: 'AR Venue Experience',
  intro: 'Point your phone around the venue to find what is where, and tell us how you liked it.',
  venues: { ceremony: 'Ceremony', reception: 'Reception' },
  chooseVenue: 'Choose a venue',
  info: {
    capacity: 'Capacity: {{count}} guests',
    rating: 'Rated {{rating}} of 5',
  },
  ar: {
    title: 'AR View',
    start: 'Start AR',
    stop: 'Stop AR',
    starting: 'Starting the camera...',
    preview: 'Start AR to see the markers over your camera.',
    active: 'Turn your phone, or drag the view, to look around.',
    noCamera: 'Without the camera: drag the view to look around the markers.',
    camera: 'Camera view',
    lookAround: 'Drag to look around',
    offScreen_one: '{{count}} marker is outside the view: turn or drag to find it.',
    offScreen_other: '{{count}} markers are outside the view: turn or drag to find them.',
    closeDetail: common.en.close,
    types: { info: 'Information', amenity: 'Amenity', photo: 'Photo spot', review: 'Review' },
  },
  markers: { title: 'Points of Interest', empty: 'No markers for this venue yet.' },
  reviews: {
    title: 'Guest Reviews',
    average: 'Average rating: {{rating}} of 5',
    count_one: '{{count}} review',
    count_other: '{{count}} reviews',
    none: 'No reviews yet. Be the first!',
    loading: 'Loading reviews...',
    loadError: 'We could not load the reviews. Please try again.',
    arBadge: 'Written in AR',
    stars: '{{count}} of 5 stars',
  },
  form: {
    title: 'Write a Review',
    name: 'Your Name',
    rating: 'Rating',
    ratingOption_one: '{{count}} star',
    ratingOption_other: '{{count}} stars',
    comment: 'Your Review',
    commentPlaceholder: 'What did you like about this venue?',
    submit: 'Submit Review',
    submitting: 'Submitting...',
    inAr: 'This review will be marked as written in AR.',
  },
  toast: {
    submitted: REVIEW_TOASTS.submitted as string,
    submittedDescription: 'Thank you for your review.',
    waitingDescription:
      'Thank you for your review. It will appear once the couple has approved it.',
    errorTitle: common.en.errorTitle,
    failed: REVIEW_TOASTS.failed as string,
    missingTitle: REVIEW_MISSING_INFO.title as string,
    missingDescription: REVIEW_MISSING_INFO.description as string,
    cameraTitle: AR_CAMERA_REFUSED.title as string,
    cameraDescription: AR_CAMERA_REFUSED.description as string,
    cameraNeedsHttps:
      'The camera only works when this site is opened over https (or as localhost on this computer). Ask the couple for the https address.',
  },
};

const es: typeof en = {
  title: 'La Boda en Realidad Aumentada',
  intro:
    'Mueva su teléfono por el lugar para descubrir qué hay y dónde, y cuéntenos qué le pareció.',
  venues: { ceremony: 'Ceremonia', reception: 'Recepción' },
  chooseVenue: 'Elija un lugar',
  info: {
    capacity: 'Aforo: {{count}} invitados',
    rating: 'Valoración: {{rating}} de 5',
  },
  ar: {
    title: 'Vista de RA',
    start: 'Iniciar RA',
    stop: 'Detener RA',
    starting: 'Encendiendo la cámara...',
    preview: 'Inicie la RA para ver los marcadores sobre su cámara.',
    active: 'Gire el teléfono, o arrastre la vista, para mirar alrededor.',
    noCamera: 'Sin la cámara: arrastre la vista para recorrer los marcadores.',
    camera: 'Vista de la cámara',
    lookAround: 'Arrastre para mirar alrededor',
    offScreen_one: '{{count}} marcador está fuera de la vista: gire o arrastre para encontrarlo.',
    offScreen_other:
      '{{count}} marcadores están fuera de la vista: gire o arrastre para encontrarlos.',
    closeDetail: common.es.close,
    types: {
      info: 'Información',
      amenity: 'Servicio',
      photo: 'Lugar para fotos',
      review: 'Reseña',
    },
  },
  markers: { title: 'Puntos de Interés', empty: 'Este lugar aún no tiene marcadores.' },
  reviews: {
    title: 'Reseñas de los Invitados',
    average: 'Valoración media: {{rating}} de 5',
    count_one: '{{count}} reseña',
    count_other: '{{count}} reseñas',
    none: 'Aún no hay reseñas. ¡Sea el primero!',
    loading: 'Cargando reseñas...',
    loadError: 'No pudimos cargar las reseñas. Por favor, inténtelo de nuevo.',
    arBadge: 'Escrita en RA',
    stars: '{{count}} de 5 estrellas',
  },
  form: {
    title: 'Escriba una Reseña',
    name: 'Su Nombre',
    rating: 'Valoración',
    ratingOption_one: '{{count}} estrella',
    ratingOption_other: '{{count}} estrellas',
    comment: 'Su Reseña',
    commentPlaceholder: '¿Qué le gustó de este lugar?',
    submit: 'Enviar Reseña',
    submitting: 'Enviando...',
    inAr: 'Esta reseña se marcará como escrita en RA.',
  },
  toast: {
    submitted: '¡Reseña Enviada!',
    submittedDescription: 'Gracias por su reseña.',
    waitingDescription: 'Gracias por su reseña. Aparecerá cuando los novios la hayan aprobado.',
    errorTitle: common.es.errorTitle,
    failed: 'No se pudo enviar la reseña. Por favor, inténtelo de nuevo.',
    missingTitle: 'Falta Información',
    missingDescription: 'Escriba su nombre y su reseña',
    cameraTitle: 'Se Necesita la Cámara',
    cameraDescription: 'Permita el acceso a la cámara para usar las funciones de RA',
    cameraNeedsHttps:
      'La cámara solo funciona si el sitio se abre con https (o como localhost en este ordenador). Pida a los novios la dirección https.',
  },
};

export const catalogs = registerStrings('ar-venue', { en, es });
