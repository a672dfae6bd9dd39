import { registerStrings } from './i18n';

/**
 * Words said the same way all over the site, in both languages. A feature's catalog takes them
 * from here (`retry: common.en.retry`) rather than typing them again, so they stay the same
 * everywhere; new code may also ask for them directly, as `t('retry', { ns: 'common' })`.
 */
const en = {
  retry: 'Try again',
  cancel: 'Cancel',
  delete: 'Delete',
  edit: 'Edit',
  close: 'Close',
  errorTitle: 'Error',
  saving: 'Saving…',
  savedOnPhone: 'Saved on this phone',
};

const es: typeof en = {
  retry: 'Reintentar',
  cancel: 'Cancelar',
  delete: 'Eliminar',
  edit: 'Editar',
  close: 'Cerrar',
  errorTitle: 'Error',
  saving: 'Guardando…',
  savedOnPhone: 'Guardado en este teléfono',
};

export const common = { en, es };

export const catalogs = registerStrings('common', common);
