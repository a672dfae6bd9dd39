import { registerStrings } from '../../lib/i18n';

const en = {
  title: 'Contact',
  intro: 'We would love to hear from you.',
  email: 'Email',
  phone: 'Phone',
  loading: 'Loading contact details...',
  loadError: 'We could not load the contact details. Please reload the page.',
};

const es: typeof en = {
  title: 'Contacto',
  intro: 'Nos encantará saber de usted.',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  loading: 'Cargando los datos de contacto...',
  loadError: 'No pudimos cargar los datos de contacto. Por favor, vuelva a cargar la página.',
};

export const catalogs = registerStrings('contact', { en, es });
