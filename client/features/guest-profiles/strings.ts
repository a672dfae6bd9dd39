import { PLANNING_MESSAGES } from '../../../protocol/planning';
import { GUEST_PROFILE_MESSAGES } from '../../../protocol/guest-profiles';
import { registerErrorTexts } from '../../lib/error-text';
import { registerStrings } from '../../lib/i18n';
import { common } from '../../lib/common-strings';
import '../../lib/image-error-texts';

const en = {
  title: 'Meet the Guests',
  intro:
    'Say hello before the big day: who is coming, how they know the couple, and what to ask them.',
  home: 'Back to the wedding website',
  signIn: 'Sign in with your invite code to meet the other guests.',
  signInLink: 'Sign in',
  form: {
    title: 'Your profile',
    hint: 'Share only what you like: every field but your name is optional. Your e-mail is never shown.',
    name: 'Name shown to other guests',
    bio: 'A few words about you',
    interests: 'Interests',
    interestsHint: 'Separate them with commas, e.g. hiking, salsa, board games',
    relationship: 'How you know the couple',
    funFact: 'A fun fact',
    lookingForward: 'What you look forward to',
    icebreaker: 'An icebreaker question for others',
    avatar: 'Photo',
    save: 'Save profile',
    saving: common.en.saving,
    saved: 'Your profile is saved.',
    failed: 'We could not save your profile. Please try again.',
    remove: 'Remove my profile',
    status: {
      published: 'Other guests can see your profile.',
      pending: 'Your profile is waiting for the couple’s approval.',
      hidden: 'The couple has hidden your profile.',
    },
  },
  directory: {
    title: 'Guests',
    search: 'Search by interest',
    empty: 'No guest has shared a profile yet.',
    noMatch: 'No guest lists “{{interest}}” among their interests.',
    relationship: 'Knows the couple as',
    funFact: 'Fun fact',
    lookingForward: 'Looking forward to',
    icebreaker: 'Ask me',
    interests: 'Interests',
    photoOf: 'Photo of {{name}}',
    loading: 'Loading guests…',
    loadError: 'We could not load the guests. Please try again.',
    retry: common.en.retry,
  },
};

const es: typeof en = {
  title: 'Conoce a los Invitados',
  intro: 'Salúdense antes del gran día: quién viene, de qué conoce a la pareja y qué preguntarle.',
  home: 'Volver al sitio de la boda',
  signIn: 'Inicia sesión con tu código de invitación para conocer a los demás invitados.',
  signInLink: 'Iniciar sesión',
  form: {
    title: 'Tu perfil',
    hint: 'Comparte solo lo que quieras: todo es opcional salvo tu nombre. Tu correo nunca se muestra.',
    name: 'Nombre que verán los demás',
    bio: 'Unas palabras sobre ti',
    interests: 'Intereses',
    interestsHint: 'Sepáralos con comas, p. ej. senderismo, salsa, juegos de mesa',
    relationship: 'De qué conoces a la pareja',
    funFact: 'Un dato curioso',
    lookingForward: 'Lo que más esperas',
    icebreaker: 'Una pregunta para romper el hielo',
    avatar: 'Foto',
    save: 'Guardar perfil',
    saving: common.es.saving,
    saved: 'Tu perfil está guardado.',
    failed: 'No pudimos guardar tu perfil. Inténtalo de nuevo.',
    remove: 'Eliminar mi perfil',
    status: {
      published: 'Los demás invitados pueden ver tu perfil.',
      pending: 'Tu perfil espera la aprobación de la pareja.',
      hidden: 'La pareja ha ocultado tu perfil.',
    },
  },
  directory: {
    title: 'Invitados',
    search: 'Buscar por interés',
    empty: 'Ningún invitado ha compartido su perfil todavía.',
    noMatch: 'Ningún invitado tiene «{{interest}}» entre sus intereses.',
    relationship: 'Conoce a la pareja como',
    funFact: 'Dato curioso',
    lookingForward: 'Espera con ganas',
    icebreaker: 'Pregúntame',
    interests: 'Intereses',
    photoOf: 'Foto de {{name}}',
    loading: 'Cargando invitados…',
    loadError: 'No pudimos cargar los invitados. Inténtalo de nuevo.',
    retry: common.es.retry,
  },
};

export const catalogs = registerStrings('guest-profiles', { en, es });

registerErrorTexts(GUEST_PROFILE_MESSAGES, {
  signInFirst: 'Inicia sesión con tu código de invitación para conocer a los demás invitados.',
  saveFirst: 'Guarda primero tu perfil y luego añade una foto.',
});
registerErrorTexts(PLANNING_MESSAGES, {
  nameRequired: 'El nombre es obligatorio',
});
