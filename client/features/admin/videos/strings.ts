import { VIDEO_SETTINGS_MESSAGES } from '../../../../protocol/video-status';
import { registerErrorTexts } from '../../../lib/error-text';
import { registerStrings } from '../../../lib/i18n';

const en = {
  title: 'Videos',
  intro:
    'Whether guests may share videos with their moments, and how long and large each may be. A change applies to the next video sent.',
  loadFailed: 'The video settings could not be loaded. Please reload the page.',
  ffmpeg: {
    on: 'This server can process videos (ffmpeg was found).',
  },
  form: {
    title: 'What guests may share',
    accepting: 'Guests may share videos',
    acceptingOn: 'Guests can add a video to a moment.',
    acceptingOff: 'New videos are refused; videos already shared stay.',
    maxSeconds: 'Longest video (seconds)',
    maxMb: 'Largest video (MB)',
    mbPerDeviceHour: 'Video per phone in an hour (MB)',
    ceiling: 'At most {{max}}: the most this server allows (set by the site’s operator).',
    ceilingsNote:
      'The server’s operator sets the most that can be allowed (VIDEO_MAX_SECONDS, VIDEO_MAX_MB, VIDEO_MB_PER_DEVICE_HOUR); you can lower these limits, not raise them.',
    save: 'Save',
    saving: 'Saving…',
    saved: 'The video settings are saved.',
    failed: 'The video settings could not be saved. Please try again.',
  },
};

const es: typeof en = {
  title: 'Vídeos',
  intro:
    'Si los invitados pueden compartir vídeos con sus momentos, y cuánto pueden durar y pesar. Un cambio se aplica al siguiente vídeo enviado.',
  loadFailed: 'No se pudieron cargar los ajustes de vídeo. Vuelva a cargar la página.',
  ffmpeg: {
    on: 'Este servidor puede procesar vídeos (se encontró ffmpeg).',
  },
  form: {
    title: 'Qué pueden compartir los invitados',
    accepting: 'Los invitados pueden compartir vídeos',
    acceptingOn: 'Los invitados pueden añadir un vídeo a un momento.',
    acceptingOff: 'Los vídeos nuevos se rechazan; los ya compartidos se quedan.',
    maxSeconds: 'Vídeo más largo (segundos)',
    maxMb: 'Vídeo más grande (MB)',
    mbPerDeviceHour: 'Vídeo por teléfono en una hora (MB)',
    ceiling: 'Como máximo {{max}}: lo más que permite este servidor (lo fija quien lo administra).',
    ceilingsNote:
      'Quien administra el servidor fija lo máximo que se puede permitir (VIDEO_MAX_SECONDS, VIDEO_MAX_MB, VIDEO_MB_PER_DEVICE_HOUR); puede bajar estos límites, no subirlos.',
    save: 'Guardar',
    saving: 'Guardando…',
    saved: 'Los ajustes de vídeo se han guardado.',
    failed: 'No se pudieron guardar los ajustes de vídeo. Inténtelo de nuevo.',
  },
};

export const catalogs = registerStrings('admin-videos', { en, es });

registerErrorTexts(VIDEO_SETTINGS_MESSAGES, {
  acceptingInvalid: 'Indique si los invitados pueden compartir vídeos: sí o no.',
  maxSecondsRange: 'El vídeo más largo debe ser un número entero de segundos, al menos 1.',
  maxMbRange: 'El vídeo más grande debe ser un número entero de megabytes, al menos 1.',
  mbPerDeviceHourRange:
    'El vídeo que cada teléfono puede compartir en una hora debe ser un número entero de megabytes, al menos 1.',
  maxSecondsCeiling:
    'El vídeo más largo puede durar como máximo {{max}} segundos: este servidor no permite más (VIDEO_MAX_SECONDS).',
  maxMbCeiling:
    'El vídeo más grande puede pesar como máximo {{max}} MB: este servidor no permite más (VIDEO_MAX_MB).',
  mbPerDeviceHourCeiling:
    'Cada teléfono puede compartir como máximo {{max}} MB de vídeo en una hora: este servidor no permite más (VIDEO_MB_PER_DEVICE_HOUR).',
});
