import { registerStrings } from '../../lib/i18n';
import '../quiz/error-texts';

const en = {
  page: {
    title: 'Host the live quiz',
    backHome: 'Back to the wedding site',
    loading: 'Loading…',
    loadFailed: 'This could not be loaded. Check the Wi-Fi and try again.',
    retry: 'Try again',
    hostingAs: 'Hosting as {{label}}',
    hostingAsOrganizer: 'Hosting as an organizer',
  },
  link: {
    opening: 'Opening your host link…',
    invalid: 'This host link is not valid or was revoked. Ask an organizer for a new one.',
  },
  access: {
    title: 'You need a host link',
    text: 'To host the quiz from this phone, open the host link an organizer sent you (organizers create them in Admin, Live quiz). Organizers can also sign in on the admin page and come back here.',
    admin: 'Go to the admin page',
  },
  pick: {
    title: 'Choose a quiz',
    intro: 'Opening a quiz shows its lobby on the big screen: guests join with the QR code.',
    empty: 'There are no quizzes yet. Organizers write them in Admin, Live quiz.',
    questions_one: '{{count}} question',
    questions_other: '{{count}} questions',
    open: 'Open the lobby',
    openLabel: 'Open the lobby of “{{title}}”',
  },
  run: {
    phase: {
      lobby: 'Lobby: guests are joining',
      question: 'Question {{number}} of {{count}}',
      reveal: 'Question {{number}} of {{count}}: closed',
      standings: 'Standings after question {{number}}',
      podium: 'The podium',
    },
    joined_one: '{{count}} player joined',
    joined_other: '{{count}} players joined',
    answered: '{{answered}} of {{players}} answered',
    secondsLeft_one: '{{count}} second left',
    secondsLeft_other: '{{count}} seconds left',
    paused: 'Paused',
    timeUp: 'Time is up: the answers are being counted',
    rightAnswer: 'Right answer: {{answer}}',
    chose_one: '{{count}} chose it',
    chose_other: '{{count}} chose it',
    leader: 'In the lead: {{name}} ({{score}})',
  },
  actions: {
    label: 'Host actions',
    start: 'Start the quiz',
    pause: 'Pause',
    resume: 'Resume',
    standings: 'Show the standings',
    nextQuestion: 'Next question',
    podium: 'Show the podium',
    end: 'End the quiz',
    endConfirm: 'End the quiz for everyone? This cannot be undone.',
    endYes: 'Yes, end it',
    endNo: 'Keep playing',
    working: 'One moment…',
    moved: 'The quiz has moved on: this is where it is now.',
    failed: 'That did not go through. Check the Wi-Fi and try again.',
  },
};

const es: typeof en = {
  page: {
    title: 'Presentar el concurso en directo',
    backHome: 'Volver a la web de la boda',
    loading: 'Cargando…',
    loadFailed: 'No se pudo cargar. Revisa el wifi e inténtalo de nuevo.',
    retry: 'Reintentar',
    hostingAs: 'Presentas como {{label}}',
    hostingAsOrganizer: 'Presentas como organizador',
  },
  link: {
    opening: 'Abriendo tu enlace de presentador…',
    invalid:
      'Este enlace de presentador no es válido o fue revocado. Pide uno nuevo a los organizadores.',
  },
  access: {
    title: 'Necesitas un enlace de presentador',
    text: 'Para presentar el concurso desde este móvil, abre el enlace de presentador que te enviaron los organizadores (lo crean en Administración, Concurso en directo). Los organizadores también pueden entrar en la página de administración y volver aquí.',
    admin: 'Ir a la página de administración',
  },
  pick: {
    title: 'Elige un concurso',
    intro:
      'Al abrir un concurso, su sala de espera aparece en la pantalla grande: los invitados se unen con el código QR.',
    empty:
      'Aún no hay concursos. Los organizadores los escriben en Administración, Concurso en directo.',
    questions_one: '{{count}} pregunta',
    questions_other: '{{count}} preguntas',
    open: 'Abrir la sala de espera',
    openLabel: 'Abrir la sala de espera de «{{title}}»',
  },
  run: {
    phase: {
      lobby: 'Sala de espera: los invitados se están uniendo',
      question: 'Pregunta {{number}} de {{count}}',
      reveal: 'Pregunta {{number}} de {{count}}: cerrada',
      standings: 'Clasificación tras la pregunta {{number}}',
      podium: 'El podio',
    },
    joined_one: '{{count}} jugador se ha unido',
    joined_other: '{{count}} jugadores se han unido',
    answered: '{{answered}} de {{players}} han respondido',
    secondsLeft_one: 'Queda {{count}} segundo',
    secondsLeft_other: 'Quedan {{count}} segundos',
    paused: 'En pausa',
    timeUp: 'Se acabó el tiempo: se están contando las respuestas',
    rightAnswer: 'Respuesta correcta: {{answer}}',
    chose_one: '{{count}} la eligió',
    chose_other: '{{count}} la eligieron',
    leader: 'En cabeza: {{name}} ({{score}})',
  },
  actions: {
    label: 'Acciones de quien presenta',
    start: 'Empezar el concurso',
    pause: 'Pausar',
    resume: 'Continuar',
    standings: 'Mostrar la clasificación',
    nextQuestion: 'Siguiente pregunta',
    podium: 'Mostrar el podio',
    end: 'Terminar el concurso',
    endConfirm: '¿Terminar el concurso para todos? No se puede deshacer.',
    endYes: 'Sí, terminarlo',
    endNo: 'Seguir jugando',
    working: 'Un momento…',
    moved: 'El concurso ha avanzado: así está ahora.',
    failed: 'No se ha enviado. Revisa el wifi e inténtalo de nuevo.',
  },
};

export const catalogs = registerStrings('quiz-host', { en, es });
