import { registerStrings } from '../../../lib/i18n';

// The household's RSVP (issue 51): plain words for guests of every age, on a phone.
const en = {
  loading: 'Loading your invitation...',
  loadError: 'We could not load your invitation. Please try again.',
  retry: 'Try again',
  deadline: 'Please answer by {{date}}.',
  deadlinePassed:
    'The date to answer has passed. Here are your answers as you sent them. To change them, please contact the couple.',
  reopened: 'The couple has opened your invitation again: you can change your answers.',
  household: {
    title: 'Your invitation',
    members: 'Invited',
    guestOf: 'Guest of {{name}}',
    child: 'Child',
    companionsIntro_one:
      'You may bring {{count}} companion. Please tell us their name so we can welcome them.',
    companionsIntro_other:
      'You may bring up to {{count}} companions. Please tell us their names so we can welcome them.',
    companionName: 'Name of companion {{number}}',
    companionChild: 'Companion {{number}} is a child',
    addCompanion: 'Add a companion',
    removeCompanion: 'Remove companion {{number}}',
    saveCompanions: 'Save companions',
    savingCompanions: 'Saving...',
    companionsSaved: 'Your companions are saved.',
    noCompanions: 'No companions.',
  },
  event: {
    when: 'When',
    where: 'Where',
    person: 'Answer for {{name}}',
    attending: 'Will {{name}} come?',
    yes: 'Yes, will come',
    no: 'No, cannot come',
    meal: 'Meal for {{name}}',
    childrenMeal: "Children's menu",
    dietary: 'Food needs of {{name}} (allergies, vegetarian...)',
    questions: 'A few questions',
    save: 'Save answers for {{event}}',
    saving: 'Saving...',
    saved: 'Thank you! Your answers for {{event}} are saved.',
    nobody: 'Please answer yes or no for at least one person.',
    failed: 'We could not save your answers. Please try again.',
    offline: 'You are offline. You can save your answers when the connection is back.',
  },
  sent: {
    attending: 'Coming',
    declined: 'Not coming',
    unanswered: 'No answer',
    meal: 'Meal:',
    dietary: 'Food needs: {{note}}',
  },
  contact: {
    title: 'Contact the couple',
    email: 'Email',
    phone: 'Phone',
  },
};

const es: typeof en = {
  loading: 'Cargando su invitación...',
  loadError: 'No pudimos cargar su invitación. Por favor, inténtelo de nuevo.',
  retry: 'Intentar de nuevo',
  deadline: 'Por favor, responda antes del {{date}}.',
  deadlinePassed:
    'Ya pasó la fecha para responder. Estas son sus respuestas tal como las envió. Para cambiarlas, por favor, contacte con los novios.',
  reopened: 'Los novios han vuelto a abrir su invitación: puede cambiar sus respuestas.',
  household: {
    title: 'Su invitación',
    members: 'Invitados',
    guestOf: 'Invitado de {{name}}',
    child: 'Niño o niña',
    companionsIntro_one:
      'Puede venir con {{count}} acompañante. Por favor, díganos su nombre para darle la bienvenida.',
    companionsIntro_other:
      'Puede venir con hasta {{count}} acompañantes. Por favor, díganos sus nombres para darles la bienvenida.',
    companionName: 'Nombre del acompañante {{number}}',
    companionChild: 'El acompañante {{number}} es un niño o una niña',
    addCompanion: 'Añadir un acompañante',
    removeCompanion: 'Quitar al acompañante {{number}}',
    saveCompanions: 'Guardar acompañantes',
    savingCompanions: 'Guardando...',
    companionsSaved: 'Sus acompañantes están guardados.',
    noCompanions: 'Sin acompañantes.',
  },
  event: {
    when: 'Cuándo',
    where: 'Dónde',
    person: 'Respuesta de {{name}}',
    attending: '¿Vendrá {{name}}?',
    yes: 'Sí, vendrá',
    no: 'No, no puede venir',
    meal: 'Menú de {{name}}',
    childrenMeal: 'Menú infantil',
    dietary: 'Necesidades alimentarias de {{name}} (alergias, vegetariano...)',
    questions: 'Algunas preguntas',
    save: 'Guardar respuestas de {{event}}',
    saving: 'Guardando...',
    saved: '¡Gracias! Sus respuestas de {{event}} están guardadas.',
    nobody: 'Por favor, responda sí o no al menos para una persona.',
    failed: 'No pudimos guardar sus respuestas. Por favor, inténtelo de nuevo.',
    offline: 'No tiene conexión. Podrá guardar sus respuestas cuando vuelva la conexión.',
  },
  sent: {
    attending: 'Viene',
    declined: 'No viene',
    unanswered: 'Sin respuesta',
    meal: 'Menú:',
    dietary: 'Necesidades alimentarias: {{note}}',
  },
  contact: {
    title: 'Contactar con los novios',
    email: 'Correo electrónico',
    phone: 'Teléfono',
  },
};

export const catalogs = registerStrings('household-rsvp', { en, es });
