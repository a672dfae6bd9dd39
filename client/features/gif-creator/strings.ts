import { GIF_MESSAGES } from '../../../protocol/gif';
import { registerStrings } from '../../lib/i18n';
import { common } from '../../lib/common-strings';

const en = {
  title: 'GIF Creator',
  intro: 'Record a few seconds with your front camera and make a looping GIF with our names on it.',
  open: 'Open GIF Creator',
  dialogTitle: 'Create a Wedding GIF',
  dialogDescription:
    'Start the camera, record, then create your GIF. Download it or share it to the live moments.',
  preview: 'Camera preview',
  noCamera: 'The camera is off.',
  settings: {
    duration: 'Duration (seconds)',
    frameRate: 'Frame rate (fps)',
    seconds_one: '{{count}} second',
    seconds_other: '{{count}} seconds',
    fps: '{{count}} fps',
  },
  actions: {
    startCamera: 'Start Camera',
    record: 'Record',
    stop: 'Stop',
    create: 'Create GIF',
    download: 'Download',
    share: 'Share to Moments',
    sharing: 'Sharing...',
    reset: 'Reset',
  },
  status: {
    starting: 'Starting the camera...',
    ready: 'Camera on. Press Record when you are ready.',
    recording: 'Recording... {{count}} / {{total}} frames',
    stopped_one: '{{count}} frame recorded.',
    stopped_other: '{{count}} frames recorded.',
    encoding: 'Creating your GIF... {{percent}}%',
    created: 'Your GIF is ready!',
  },
  result: 'Your wedding GIF',
  share: {
    name: 'Your Name',
    caption: 'Caption',
    defaultCaption: 'A little GIF from the wedding!',
  },
  toast: {
    noFramesTitle: GIF_MESSAGES.noFrames.title as string,
    noFramesDescription: GIF_MESSAGES.noFrames.description as string,
    cameraErrorTitle: GIF_MESSAGES.cameraError.title as string,
    cameraErrorDescription: GIF_MESSAGES.cameraError.description as string,
    cameraNeedsHttps:
      'The camera only works when this site is opened over https (or as localhost on this computer). Ask the couple for the https address.',
    creationErrorTitle: GIF_MESSAGES.creationError.title as string,
    creationErrorDescription: GIF_MESSAGES.creationError.description as string,
    downloaded: 'Downloaded!',
    downloadedDescription: 'Your GIF has been saved.',
    shared: 'Wedding Moment Shared!',
    sharedDescription: 'Your GIF is now in the live moments.',
    sharedPendingDescription: 'Your GIF will appear once the couple has approved it.',
    shareError: 'Failed to share your moment. Please try again.',
    errorTitle: common.en.errorTitle,
  },
};

const es: typeof en = {
  title: 'Creador de GIF',
  intro: 'Grabe unos segundos con la cámara frontal y cree un GIF en bucle con nuestros nombres.',
  open: 'Abrir el Creador de GIF',
  dialogTitle: 'Cree un GIF de la Boda',
  dialogDescription:
    'Encienda la cámara, grabe y cree su GIF. Descárguelo o compártalo en los momentos en vivo.',
  preview: 'Vista previa de la cámara',
  noCamera: 'La cámara está apagada.',
  settings: {
    duration: 'Duración (segundos)',
    frameRate: 'Fotogramas por segundo',
    seconds_one: '{{count}} segundo',
    seconds_other: '{{count}} segundos',
    fps: '{{count}} fps',
  },
  actions: {
    startCamera: 'Encender la Cámara',
    record: 'Grabar',
    stop: 'Detener',
    create: 'Crear GIF',
    download: 'Descargar',
    share: 'Compartir en Momentos',
    sharing: 'Compartiendo...',
    reset: 'Reiniciar',
  },
  status: {
    starting: 'Encendiendo la cámara...',
    ready: 'Cámara encendida. Pulse Grabar cuando esté listo.',
    recording: 'Grabando... {{count}} / {{total}} fotogramas',
    stopped_one: '{{count}} fotograma grabado.',
    stopped_other: '{{count}} fotogramas grabados.',
    encoding: 'Creando su GIF... {{percent}}%',
    created: '¡Su GIF está listo!',
  },
  result: 'Su GIF de la boda',
  share: {
    name: 'Su Nombre',
    caption: 'Descripción',
    defaultCaption: '¡Un pequeño GIF de la boda!',
  },
  toast: {
    noFramesTitle: 'Sin Fotogramas',
    noFramesDescription: '¡Primero grabe algunos fotogramas!',
    cameraErrorTitle: 'Error de Acceso a la Cámara',
    cameraErrorDescription: 'Permita el acceso a la cámara para crear GIF.',
    cameraNeedsHttps:
      'La cámara solo funciona si el sitio se abre con https (o como localhost en este ordenador). Pida a los novios la dirección https.',
    creationErrorTitle: 'Error de Creación',
    creationErrorDescription: 'No se pudo crear el GIF. Por favor, inténtelo de nuevo.',
    downloaded: '¡Descargado!',
    downloadedDescription: 'Su GIF se ha guardado.',
    shared: '¡Momento de la Boda Compartido!',
    sharedDescription: 'Su GIF ya está en los momentos en vivo.',
    sharedPendingDescription: 'Su GIF aparecerá cuando los novios lo aprueben.',
    shareError: 'No se pudo compartir su momento. Por favor, inténtelo de nuevo.',
    errorTitle: common.es.errorTitle,
  },
};

export const catalogs = registerStrings('gif-creator', { en, es });
