// Why a guest's video was refused, in Spanish (the English is protocol/video.ts's). Shared by every
// feature that takes videos, as form-strings.ts is by every form: import it where a video is sent.
import { VIDEO_MESSAGES } from '../../protocol/video';
import { registerErrorTexts } from './error-text';

registerErrorTexts(VIDEO_MESSAGES, {
  off: 'Los vídeos están desactivados: no se encontró ffmpeg (configure FFMPEG_PATH)',
  disabled: 'Ahora mismo no se aceptan vídeos.',
  notAVideo: 'Este archivo no es un vídeo que podamos leer. Comparta un vídeo MP4, MOV o WebM.',
  unsupportedCodec:
    'Este vídeo está codificado en {{codec}}, que no podemos aceptar. Comparta un vídeo grabado con la cámara de un teléfono (H.264, HEVC, VP8 o VP9).',
  tooLong: 'Este vídeo dura más de {{max}} segundos. Recórtelo y vuelva a intentarlo.',
  tooLarge: 'Este vídeo pesa más de {{max}} MB. Recórtelo y vuelva a intentarlo.',
  tooManyPixels: 'Este vídeo supera el 4K (4096 píxeles por lado). Comparta uno más pequeño.',
  corrupt:
    'Este vídeo está dañado o incompleto (puede que la subida se cortara). Vuelva a subirlo.',
  timedOut: 'Este vídeo ha tardado demasiado en procesarse. Comparta uno más corto.',
  failed: 'Este vídeo no se ha podido procesar. Pruebe con otro.',
});
