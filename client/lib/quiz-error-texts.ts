// The Spanish of the live quiz's messages (their English is in protocol/quiz.ts and
// protocol/quiz-authoring.ts). Imported for its effect by the strings of every quiz screen: the
// organizers' editor, the host page, the projector and the phones.
import { QUIZ_MESSAGES } from '../../protocol/quiz';
import { QUIZ_AUTHORING_MESSAGES } from '../../protocol/quiz-authoring';
import { registerErrorTexts } from './error-text';

registerErrorTexts(QUIZ_MESSAGES, {
  titleRequired: 'Pon un título al cuestionario.',
  questionRequired: 'Escribe la pregunta.',
  answerRequired: 'Escribe todas las respuestas, o quita las vacías.',
  answersCount: 'Una pregunta tiene de {{min}} a {{max}} respuestas.',
  correctIndex: 'Marca cuál es la respuesta correcta.',
  seconds: 'El tiempo límite es de {{min}} a {{max}} segundos.',
  questionsCount: 'Un cuestionario tiene de 1 a {{max}} preguntas.',
  tooLong: 'Usa menos de {{max}} caracteres.',
  tooManyQuizzes: 'Puede haber como mucho {{max}} cuestionarios.',
  quizNotFound: 'Ese cuestionario ya no existe.',
  pictureNotFound: 'Esa imagen ya no está en la galería.',
  importInvalid: 'Este archivo no es un cuestionario exportado desde este sitio.',
  nameRequired: 'Dinos tu nombre para jugar.',
  deviceRequired: 'Este teléfono aún no tiene identidad. Recarga la página e inténtalo de nuevo.',
  noQuiz: 'No hay ningún cuestionario en curso ahora mismo.',
  notJoined: 'Únete primero al cuestionario.',
  questionClosed: 'Se acabó el tiempo para esta pregunta.',
  questionNotOpen: 'Esa pregunta no está abierta.',
  alreadyAnswered: 'Ya respondiste a esta pregunta: cuenta la primera respuesta.',
  choiceInvalid: 'Esa respuesta no es una de las opciones.',
  staleAction:
    'El cuestionario ha avanzado desde que se cargó esta pantalla. Vuelve a mirar e inténtalo otra vez.',
  actionNotNow: '«{{action}}» no es posible ahora mismo.',
  anotherQuizRunning: 'Hay otro cuestionario en curso. Termínalo primero.',
  hostRequired:
    'Solo quien presenta el cuestionario puede hacer esto. Abre de nuevo el enlace de presentador o inicia sesión como organizador.',
  invalidHostLink:
    'Este enlace de presentador no es válido o fue revocado. Pide uno nuevo a los organizadores.',
  hostLinkNotFound: 'Ese enlace de presentador ya no existe.',
  labelRequired: 'Ponle un nombre al enlace, como «Padrino».',
  generateUnavailable: 'Aún no hay datos de la boda con los que hacer preguntas.',
});

registerErrorTexts(QUIZ_AUTHORING_MESSAGES, {
  aiUnavailable:
    'La IA no está configurada en este sitio. Crea preguntas a partir de los datos de la boda, o escríbelas tú.',
});
