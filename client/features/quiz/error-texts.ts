import { QUIZ_MESSAGES } from '../../../protocol/quiz';
import { registerErrorTexts } from '../../lib/error-text';

// The Spanish of the server's answers a phone or the quiz host meets (their English is in
// protocol/quiz.ts). The organizers' quiz editor registers the codes of writing quizzes itself;
// registrations of one catalog merge, key by key.
registerErrorTexts(QUIZ_MESSAGES, {
  tooLong: 'No pases de {{max}} caracteres.',
  quizNotFound: 'Ese quiz ya no existe.',
  nameRequired: 'Dinos tu nombre para jugar.',
  deviceRequired: 'Este móvil aún no tiene identidad. Recarga la página e inténtalo de nuevo.',
  noQuiz: 'Ahora mismo no hay ningún quiz en marcha.',
  notJoined: 'Únete primero al quiz.',
  questionClosed: 'Se acabó el tiempo para esta pregunta.',
  questionNotOpen: 'Esa pregunta no está abierta.',
  alreadyAnswered: 'Ya respondiste a esta pregunta: cuenta la primera respuesta.',
  choiceInvalid: 'Esa respuesta no es una de las opciones.',
  staleAction:
    'El quiz ha avanzado desde que se cargó esta pantalla. Vuelve a mirar e inténtalo de nuevo.',
  actionNotNow: '«{{action}}» no es posible ahora mismo.',
  anotherQuizRunning: 'Hay otro quiz en marcha. Termínalo primero.',
  hostRequired:
    'Solo quien presenta el quiz puede hacer esto. Abre de nuevo el enlace de presentador o entra como organizador.',
  invalidHostLink:
    'Este enlace de presentador no es válido o fue revocado. Pide uno nuevo a los organizadores.',
});
