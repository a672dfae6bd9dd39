import { registerStrings } from '../../lib/i18n';

const en = {
  title: 'Contact',
  intro: 'Questions about the day? We are happy to help.',
  email: 'Email',
  phone: 'Phone',
  emailAction: 'Email {{name}}',
  phoneAction: 'Call {{name}}',
  loading: 'Loading contact details...',
  loadError: 'We could not load the contact details. Please reload the page.',
};

const es: typeof en = {
  title: 'Contacto',
  intro: '¿Preguntas sobre el día? Con gusto le ayudamos.',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  emailAction: 'Escribir a {{name}}',
  phoneAction: 'Llamar a {{name}}',
  loading: 'Cargando los datos de contacto...',
  loadError: 'No pudimos cargar los datos de contacto. Por favor, vuelva a cargar la página.',
};

registerStrings('contact', { en, es });
