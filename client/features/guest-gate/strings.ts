import { registerStrings } from '../../lib/i18n';

const en = {
  card: {
    title: 'Welcome to Our Wedding',
    joinUs: 'Join {{couple}} on {{date}}.',
    haveCode: 'Have an invite code? Sign in with it',
    inviteOnly:
      'This website is for invited guests. Please sign in with the invite code from your invitation.',
    signInWithCode: 'Sign In with Invite Code',
  },
  nameForm: {
    title: 'Welcome to Our Wedding',
    description: 'Please enter your first name to continue',
    firstNameLabel: 'Your First Name',
    firstNamePlaceholder: 'Enter your first name',
    submit: 'Enter Wedding Website',
    submitting: 'Entering...',
  },
  toast: {
    nameRequiredTitle: 'Name Required',
    nameRequiredDescription: 'Please enter your first name to continue',
    welcomeTitle: 'Welcome!',
    welcomeDescription: "Hello {{firstName}}! You're now authenticated.",
    failedTitle: 'Authentication Failed',
    failedDescription: 'Please check your email and invite code.',
  },
  banner: {
    welcome: 'Welcome, {{name}}',
    signOut: 'Sign Out',
  },
};

const es: typeof en = {
  card: {
    title: 'Bienvenidos a Nuestra Boda',
    joinUs: 'Acompaña a {{couple}} el {{date}}.',
    haveCode: '¿Tienes un código de invitación? Inicia sesión con él',
    inviteOnly: 'Este sitio es para los invitados. Inicia sesión con el código de tu invitación.',
    signInWithCode: 'Iniciar Sesión con Código',
  },
  nameForm: {
    title: 'Bienvenidos a Nuestra Boda',
    description: 'Por favor, escribe tu nombre para continuar',
    firstNameLabel: 'Tu Nombre',
    firstNamePlaceholder: 'Escribe tu nombre',
    submit: 'Entrar al Sitio de la Boda',
    submitting: 'Entrando...',
  },
  toast: {
    nameRequiredTitle: 'Nombre Requerido',
    nameRequiredDescription: 'Por favor, escribe tu nombre para continuar',
    welcomeTitle: '¡Bienvenido!',
    welcomeDescription: '¡Hola {{firstName}}! Ya has iniciado sesión.',
    failedTitle: 'Error de Autenticación',
    failedDescription: 'Por favor, revisa tu correo y tu código de invitación.',
  },
  banner: {
    welcome: 'Bienvenido, {{name}}',
    signOut: 'Cerrar Sesión',
  },
};

export const catalogs = registerStrings('guestGate', { en, es });
