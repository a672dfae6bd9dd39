import { GUEST_LOGIN_MESSAGES } from '../../../protocol/guests';
import { ORGANIZER_MESSAGES } from '../../../protocol/organizer';
import { registerErrorTexts } from '../../lib/error-text';
import { registerStrings } from '../../lib/i18n';

const en = {
  documentTitle: 'Guest Sign In',
  title: 'Welcome to Our Wedding',
  description: 'Sign in with your name, e-mail or phone and the invite code from your invitation.',
  tabs: {
    label: 'Sign in with',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
  },
  fields: {
    name: 'Your Name',
    namePlaceholder: 'First and last name',
    email: 'Email Address',
    emailPlaceholder: 'you@example.com',
    phone: 'Phone Number',
    phonePlaceholder: '(555) 123-4567',
    inviteCode: 'Invite Code',
    inviteCodePlaceholder: 'ABCD2345',
    required: '(required)',
  },
  submit: 'Sign In',
  submitting: 'Signing in...',
  success: 'Welcome! Redirecting you to the wedding website...',
  help: {
    title: 'Need help signing in?',
    contact: 'Contact {{name}}:',
    phone: 'Call {{phone}}',
    email: 'E-mail {{email}}',
  },
  backHome: 'Back to the wedding website',
};

const es: typeof en = {
  documentTitle: 'Acceso de Invitados',
  title: 'Bienvenidos a Nuestra Boda',
  description:
    'Inicia sesión con tu nombre, correo o teléfono y el código de invitación que recibiste.',
  tabs: {
    label: 'Iniciar sesión con',
    name: 'Nombre',
    email: 'Correo',
    phone: 'Teléfono',
  },
  fields: {
    name: 'Tu Nombre',
    namePlaceholder: 'Nombre y apellido',
    email: 'Correo Electrónico',
    emailPlaceholder: 'tu@ejemplo.com',
    phone: 'Número de Teléfono',
    phonePlaceholder: '(555) 123-4567',
    inviteCode: 'Código de Invitación',
    inviteCodePlaceholder: 'ABCD2345',
    required: '(obligatorio)',
  },
  submit: 'Iniciar Sesión',
  submitting: 'Iniciando sesión...',
  success: '¡Bienvenido! Te llevamos al sitio de la boda...',
  help: {
    title: '¿Necesitas ayuda para entrar?',
    contact: 'Contacta a {{name}}:',
    phone: 'Llamar al {{phone}}',
    email: 'Escribir a {{email}}',
  },
  backHome: 'Volver al sitio de la boda',
};

export const catalogs = registerStrings('guestLogin', { en, es });

registerErrorTexts(GUEST_LOGIN_MESSAGES, {
  fieldRequired: 'Este campo es obligatorio',
  inviteCodeRequired: 'El código de invitación es obligatorio',
  signInFailed: 'No pudimos iniciar tu sesión. Revisa tus datos y tu código.',
});
registerErrorTexts(ORGANIZER_MESSAGES, {
  tooManyAttempts: 'Demasiados intentos. Espera 15 minutos y vuelve a intentarlo.',
});
