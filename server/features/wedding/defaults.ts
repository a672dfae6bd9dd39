import type { WeddingSettings } from '../../../protocol/wedding';
import { defaultArMarkers } from './ar-marker-defaults';
import { defaultStory } from './story-defaults';

/**
 * The facts the site starts with. They are seeded once into the settings document; from then on
 * the document is the truth, so another couple changes data, not code.
 */
export const defaultWeddingSettings: WeddingSettings = {
  couple: { partnerOne: 'Sofia', partnerTwo: 'Daniel', displayName: 'Sofia & Daniel' },
  ceremonyStart: '2025-08-31T09:00',
  timeZone: 'America/New_York',
  venues: {
    ceremony: {
      key: 'ceremony',
      label: 'Ceremony',
      labelEs: 'Ceremonia',
      name: 'Memorial Chapel Garden',
      description:
        'A garden ceremony beside the University of Maryland Memorial Chapel, a white-steepled landmark on the College Park campus surrounded by lawns and old trees.',
      descriptionEs:
        'Una ceremonia en el jardín junto a la Memorial Chapel de la Universidad de Maryland, la capilla de campanario blanco que es símbolo del campus de College Park, rodeada de césped y árboles centenarios.',
      address: 'Memorial Chapel, 7744 Regents Dr, College Park, MD 20742',
      startTime: '09:00',
      note: 'Please arrive a little early so you have time to park and find a seat in the garden.',
      noteEs:
        'Llega con un poco de tiempo para estacionar con calma y encontrar asiento en el jardín.',
      lat: 38.9869,
      lng: -76.9426,
      features: [
        'Garden ceremony',
        'Historic chapel',
        'Free parking in Lot Y',
        'Wheelchair accessible',
        'Shaded seating',
      ],
      featuresEs: [
        'Ceremonia en el jardín',
        'Capilla histórica',
        'Estacionamiento gratis en el Lot Y',
        'Accesible en silla de ruedas',
        'Asientos a la sombra',
      ],
      parkingInfo:
        'Free parking in Lot Y, directly facing the chapel entrance, with more free spaces in Lots C and L. Please do not park in metered or state spaces.',
      parkingInfoEs:
        'Estacionamiento gratuito en el Lot Y, justo frente a la entrada de la capilla, y más lugares gratuitos en los Lots C y L. Por favor, no estaciones en espacios con parquímetro ni en los reservados del estado.',
      accessibility:
        'Step-free paved paths lead from Lot Y to the garden and the chapel entrance. Accessible restrooms are inside the chapel, and ushers can help anyone to a seat.',
      accessibilityEs:
        'Senderos pavimentados y sin escalones llevan del Lot Y al jardín y a la entrada de la capilla. Dentro de la capilla hay baños accesibles, y los acomodadores ayudan a quien lo necesite a llegar a su asiento.',
      capacity: 150,
      rating: 4.8,
      arMarkers: defaultArMarkers.ceremony,
      photos: [],
    },
    reception: {
      key: 'reception',
      label: 'Reception Lunch',
      labelEs: 'Almuerzo de recepción',
      name: 'The Dock Street Table',
      description:
        'A bright waterfront restaurant on Annapolis City Dock, with a private dining room looking out over the harbor and the sailboats of Ego Alley.',
      descriptionEs:
        'Un restaurante luminoso a la orilla del agua en el City Dock de Annapolis, con un comedor privado que mira al puerto y a los veleros de Ego Alley.',
      address: '12 Dock St, Annapolis, MD 21401',
      startTime: '13:00',
      endTime: '15:00',
      note: 'About 45 minutes by car from the chapel; the lunch starts at 1:00 PM.',
      noteEs: 'A unos 45 minutos en auto desde la capilla; el almuerzo empieza a la 1:00 p. m.',
      lat: 38.9784,
      lng: -76.4951,
      features: [
        'Waterfront views',
        'Private dining room',
        'Seated lunch',
        'Wheelchair accessible',
        'Walkable historic district',
      ],
      featuresEs: [
        'Vista al agua',
        'Comedor privado',
        'Almuerzo servido en la mesa',
        'Accesible en silla de ruedas',
        'Barrio histórico para recorrer a pie',
      ],
      parkingInfo:
        'Paid public parking in the Hillman Garage on Gorman St, a five-minute walk to City Dock, and metered spaces along the dock. Summer weekends are busy, so allow a few extra minutes.',
      parkingInfoEs:
        'Estacionamiento público de pago en el Hillman Garage de Gorman St, a cinco minutos a pie del City Dock, y lugares con parquímetro junto al muelle. Los fines de semana de verano hay mucho movimiento, así que calcula unos minutos de más.',
      accessibility:
        'Step-free entrance from the sidewalk, the dining room and restrooms are on the ground floor, and the staff gladly arranges seating for wheelchairs and strollers.',
      accessibilityEs:
        'La entrada desde la acera no tiene escalones, el comedor y los baños están en la planta baja, y el personal acomoda con gusto sillas de ruedas y carriolas.',
      capacity: 120,
      rating: 4.9,
      arMarkers: defaultArMarkers.reception,
      photos: [],
    },
  },
  parking: {
    directions:
      'From the Capital Beltway (I-495) take exit 25 onto US-1 South (Baltimore Avenue) toward College Park. Turn right at the main campus entrance onto Campus Drive, continue around M Circle, then turn left onto Regents Drive; the Memorial Chapel and Lot Y are on your right. For the lunch, take US-50 East toward Annapolis, leave at exit 24 (Rowe Boulevard) and follow the signs to the Historic District and City Dock.',
    directionsEs:
      'Desde la Capital Beltway (I-495), toma la salida 25 hacia la US-1 South (Baltimore Avenue) en dirección a College Park. Gira a la derecha en la entrada principal del campus, por Campus Drive; rodea M Circle y gira a la izquierda en Regents Drive: la Memorial Chapel y el Lot Y quedan a tu derecha. Para el almuerzo, toma la US-50 East hacia Annapolis, sal por la salida 24 (Rowe Boulevard) y sigue las señales al Historic District y al City Dock.',
    // The lots' names are signposted in English; the Spanish list repeats them.
    freeLots: ['Lot Y', 'Lot C', 'Lot L'],
    freeLotsEs: ['Lot Y', 'Lot C', 'Lot L'],
    rules: [
      'Parking is free in Lot Y and in Lots C and L.',
      'Do not park in metered or state spaces.',
      'The chapel entrance faces Lot Y.',
    ],
    rulesEs: [
      'El estacionamiento es gratuito en el Lot Y y en los Lots C y L.',
      'No estaciones en espacios con parquímetro ni en los reservados del estado.',
      'La entrada de la capilla da al Lot Y.',
    ],
  },
  story: defaultStory,
  siteAccess: 'open',
  defaultLanguage: 'en',
  registry: {
    registryUrl: 'https://www.zola.com/registry/sofiaanddaniel2025',
    registryName: 'Zola',
    cashAppUrl: 'https://cash.app/$SofiaAndDaniel2025',
    cashAppHandle: '$SofiaAndDaniel2025',
  },
  contact: {
    name: 'Sofia',
    email: 'hello@sofiaanddaniel.wedding',
    phone: '(301) 555-0142',
    note: 'Questions about the day, directions or dietary needs? Write or call Sofia; she answers within a day.',
    noteEs:
      '¿Dudas sobre el día, cómo llegar o alguna necesidad de alimentación? Escríbele o llama a Sofia; responde en menos de un día.',
  },
};
