import { registerStrings } from '../../lib/i18n';
import { common } from '../../lib/common-strings';

const en = {
  title: 'Wedding Party',
  intro: 'The friends and family standing beside us on our special day.',
  bridesmaids: 'Bridesmaids',
  groomsmen: 'Groomsmen',
  portraitOf: 'Portrait of {{name}}',
  loading: 'Loading the wedding party...',
  loadError: 'We could not load the wedding party. Please try again.',
  retry: common.en.retry,
  roles: {
    'Maid of Honor': 'Maid of Honor',
    'Matron of Honor': 'Matron of Honor',
    Bridesmaid: 'Bridesmaid',
    'Best Man': 'Best Man',
    Groomsman: 'Groomsman',
    'Flower Girl': 'Flower Girl',
    'Ring Bearer': 'Ring Bearer',
  },
};

const es: typeof en = {
  title: 'Cortejo Nupcial',
  intro: 'Los amigos y familiares que nos acompañan en nuestro día especial.',
  bridesmaids: 'Damas de honor',
  groomsmen: 'Caballeros de honor',
  portraitOf: 'Retrato de {{name}}',
  loading: 'Cargando el cortejo nupcial...',
  loadError: 'No pudimos cargar el cortejo nupcial. Por favor, inténtelo de nuevo.',
  retry: common.es.retry,
  roles: {
    'Maid of Honor': 'Dama de honor principal',
    'Matron of Honor': 'Madrina de honor',
    Bridesmaid: 'Dama de honor',
    'Best Man': 'Padrino',
    Groomsman: 'Caballero de honor',
    'Flower Girl': 'Niña de las flores',
    'Ring Bearer': 'Paje de los anillos',
  },
};

export const catalogs = registerStrings('weddingParty', { en, es });
