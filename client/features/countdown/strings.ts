import { registerStrings } from '../../lib/i18n';

const en = {
  title: 'Countdown to Our Special Day',
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
  remaining: '{{days}} days, {{hours}} hours, {{minutes}} minutes and {{seconds}} seconds to go',
};

const es: typeof en = {
  title: 'Cuenta Regresiva para Nuestro Día Especial',
  days: 'Días',
  hours: 'Horas',
  minutes: 'Minutos',
  seconds: 'Segundos',
  remaining: 'Faltan {{days}} días, {{hours}} horas, {{minutes}} minutos y {{seconds}} segundos',
};

registerStrings('countdown', { en, es });
