import { registerStrings } from '../i18n';
import '../video-error-texts';

/** What every post with a video tells its author while it is made (namespace 'video'). */
export const catalogs = registerStrings('video', {
  en: {
    processing: 'Your video is being prepared. Everyone will see it in a moment.',
    progress: 'Preparing your video: {{percent}} %',
    failed: 'This video could not be shared: {{reason}}',
  },
  es: {
    processing: 'Su vídeo se está preparando. Todos lo verán en un momento.',
    progress: 'Preparando su vídeo: {{percent}} %',
    failed: 'No se pudo compartir este vídeo: {{reason}}',
  },
});
