import { GIFT_MESSAGES } from '../../../protocol/gifts';
import { registerErrorTexts } from '../../lib/error-text';
import { registerStrings } from '../../lib/i18n';
import { common } from '../../lib/common-strings';

const en = {
  title: 'Gift Registry',
  intro:
    'Your presence is the greatest gift of all. If you would like to honor us with a gift, here are a few ways.',
  newTab: '(opens in a new tab)',
  registry: {
    title: 'Wedding Registry',
    description: 'Browse the gifts we picked for our new home on {{registryName}}.',
    open: 'View Registry',
  },
  honeymoon: {
    title: 'Honeymoon Fund',
    description:
      'Help us make memories on our honeymoon: a dinner by the sea, an excursion, a day to remember.',
    contribute: 'Contribute',
  },
  wishingWell: {
    title: 'Wishing Well',
    description: 'Prefer to give a cash gift? Send it straight to us through Cash App.',
    sendViaCashApp: 'Send Gift via Cash App',
    instructions: 'Gift Instructions',
  },
  instructions: {
    title: 'Gift Instructions',
    description: 'How to send a Wishing Well gift with Cash App.',
    steps: {
      open: "Tap 'Send Gift via Cash App'. Cash App opens on our page ({{handle}}).",
      amount: 'Enter the amount you would like to give and tap Pay.',
      note: 'Add your name in the note, so we know whom to thank.',
      tell: 'If you like, tell us about your gift below and leave a message with it.',
    },
    noApp: 'No Cash App? Our gift registry and a card at the reception are just as welcome.',
    tellUs: 'Tell Us About Your Gift',
    close: common.en.close,
  },
  dialog: {
    title: {
      honeymoon_fund: 'Contribute to our Honeymoon Fund',
      wishing_well: 'Send a Wishing Well gift',
    },
    description:
      'Tell us who the gift is from, then finish it in Cash App ({{handle}}), which opens in a new tab.',
    fullName: 'Full Name',
    email: 'Email',
    phone: 'Phone',
    amount: 'Amount (USD)',
    amountHint: 'In dollars, with up to two decimals, e.g. 50.00',
    message: 'Message',
    messagePlaceholder: 'A few words for the couple (optional)',
    cashAppUsername: 'Cash App Username',
    cashAppHint: 'The $cashtag you will send from, so we can match your gift.',
    cancel: common.en.cancel,
    submit: 'Continue to Cash App',
    submitting: 'Saving...',
  },
  toast: {
    successTitle: 'Thank you!',
    successDescription:
      'Your gift information was recorded. Cash App opens in a moment to complete your gift.',
    openCashApp: 'Open Cash App',
    errorDescription: 'Failed to record gift information. Please try again.',
  },
};

const es: typeof en = {
  title: 'Mesa de Regalos',
  intro: 'Su presencia es el mejor regalo. Si desea obsequiarnos algo, estas son algunas opciones.',
  newTab: '(se abre en una pestaña nueva)',
  registry: {
    title: 'Lista de Regalos',
    description: 'Vea los regalos que elegimos para nuestro nuevo hogar en {{registryName}}.',
    open: 'Ver la Lista',
  },
  honeymoon: {
    title: 'Fondo para la Luna de Miel',
    description:
      'Ayúdenos a crear recuerdos en nuestra luna de miel: una cena junto al mar, una excursión, un día inolvidable.',
    contribute: 'Contribuir',
  },
  wishingWell: {
    title: 'Pozo de los Deseos',
    description:
      '¿Prefiere hacer un regalo en efectivo? Envíelo directamente a través de Cash App.',
    sendViaCashApp: 'Enviar Regalo por Cash App',
    instructions: 'Instrucciones para Regalar',
  },
  instructions: {
    title: 'Instrucciones para Regalar',
    description: 'Cómo enviar un regalo al Pozo de los Deseos con Cash App.',
    steps: {
      open: "Toque 'Enviar Regalo por Cash App'. Cash App se abre en nuestra página ({{handle}}).",
      amount: 'Escriba la cantidad que desea regalar y toque Pagar.',
      note: 'Añada su nombre en la nota, para saber a quién agradecer.',
      tell: 'Si lo desea, cuéntenos sobre su regalo aquí abajo y déjenos un mensaje.',
    },
    noApp:
      '¿No tiene Cash App? Nuestra lista de regalos y una tarjeta en la recepción son igual de bienvenidas.',
    tellUs: 'Cuéntenos sobre su Regalo',
    close: common.es.close,
  },
  dialog: {
    title: {
      honeymoon_fund: 'Contribuir al Fondo para la Luna de Miel',
      wishing_well: 'Enviar un regalo al Pozo de los Deseos',
    },
    description:
      'Díganos de quién es el regalo y complételo en Cash App ({{handle}}), que se abre en una pestaña nueva.',
    fullName: 'Nombre Completo',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    amount: 'Cantidad (USD)',
    amountHint: 'En dólares, con hasta dos decimales, p. ej. 50.00',
    message: 'Mensaje',
    messagePlaceholder: 'Unas palabras para los novios (opcional)',
    cashAppUsername: 'Usuario de Cash App',
    cashAppHint: 'El $cashtag desde el que enviará el regalo, para poder identificarlo.',
    cancel: common.es.cancel,
    submit: 'Continuar a Cash App',
    submitting: 'Guardando...',
  },
  toast: {
    successTitle: '¡Gracias!',
    successDescription:
      'Registramos la información de su regalo. Cash App se abrirá en un momento para completarlo.',
    openCashApp: 'Abrir Cash App',
    errorDescription:
      'No se pudo registrar la información del regalo. Por favor, inténtelo de nuevo.',
  },
};

export const catalogs = registerStrings('gifts', { en, es });

registerErrorTexts(GIFT_MESSAGES, {
  nameRequired: 'El nombre completo es obligatorio',
  emailInvalid: 'Introduzca un correo electrónico válido',
  amountRequired: 'Introduzca una cantidad',
  amountFormat: 'Escriba una cantidad en dólares con dos decimales como máximo, p. ej. 25 o 25.50',
  amountPositive: 'La cantidad debe ser mayor que $0.00',
  amountTooLarge: 'La cantidad no puede ser mayor que $10,000.00',
  amountWholeCents: 'La cantidad debe ser un número entero de centavos',
});
