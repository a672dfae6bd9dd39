import { registerStrings } from '../../lib/i18n';
import { common } from '../../lib/common-strings';
import type { GuestType } from '../../../protocol/venues';

const guestTypesEn: Record<GuestType, string> = {
  'elderly-family': 'Elderly family member',
  'out-of-town': 'Out-of-town guest',
  'parent-with-children': 'Parent with young children',
  'international-guest': 'International guest',
  'mobility-assistance': 'Guest needing mobility assistance',
};

const en = {
  title: 'Interactive Venue Map',
  intro: 'Where we celebrate, how to get there, and where to park.',
  arLink: 'Explore the venues in AR and leave a review',
  tabsLabel: 'Venues',
  tabs: { ceremony: 'Ceremony', reception: 'Reception' },
  features: 'Features',
  parking: 'Parking',
  accessibility: 'Accessibility',
  directions: {
    ceremony: 'Get Directions to Ceremony',
    reception: 'Get Directions to Reception',
  },
  newTab: '(opens in a new tab)',
  photos: {
    label: 'Photos of {{venue}}',
    alt: '{{venue}}, photo {{n}} of {{count}}',
    open: 'open the full-size photo',
  },
  loading: 'Loading venue details...',
  loadError: 'We could not load the venue details. Please try again.',
  retry: common.en.retry,
  map: {
    label: 'Map of the ceremony and reception venues',
    loading: 'Loading the map...',
    unavailableTitle: 'Map unavailable',
    unavailable: 'The map cannot be shown here, but these are the addresses:',
    // MapLibre's own control labels and hints, by its keys.
    controls: {
      'AttributionControl.ToggleAttribution': 'Toggle attribution',
      'Map.Title': 'Map',
      'Marker.Title': 'Map marker',
      'NavigationControl.ZoomIn': 'Zoom in',
      'NavigationControl.ZoomOut': 'Zoom out',
      'Popup.Close': 'Close popup',
      'CooperativeGesturesHandler.WindowsHelpText': 'Use Ctrl + scroll to zoom the map',
      'CooperativeGesturesHandler.MacHelpText': 'Use ⌘ + scroll to zoom the map',
      'CooperativeGesturesHandler.MobileHelpText': 'Use two fingers to move the map',
    },
  },
  assistance: {
    title: 'AI Guest Assistance',
    description: 'Tell us who is coming and get tips for the day.',
    guestTypeLabel: 'Guest type',
    placeholder: 'Select guest type',
    submit: 'Get AI Recommendations',
    pending: 'Getting recommendations...',
    tipsTitle: 'Personalized Tips:',
    failed: 'Failed to get recommendations',
    byAi: 'Written by AI from the wedding’s details.',
    builtIn: 'Written from the wedding’s details by the site’s own rules, not by AI.',
  },
  guestTypes: guestTypesEn,
};

const es: typeof en = {
  title: 'Mapa Interactivo de los Lugares',
  intro: 'Dónde celebramos, cómo llegar y dónde estacionar.',
  arLink: 'Explore los lugares en realidad aumentada y deje una reseña',
  tabsLabel: 'Lugares',
  tabs: { ceremony: 'Ceremonia', reception: 'Recepción' },
  features: 'Características',
  parking: 'Estacionamiento',
  accessibility: 'Accesibilidad',
  directions: {
    ceremony: 'Cómo Llegar a la Ceremonia',
    reception: 'Cómo Llegar a la Recepción',
  },
  newTab: '(se abre en una pestaña nueva)',
  photos: {
    label: 'Fotos de {{venue}}',
    alt: '{{venue}}, foto {{n}} de {{count}}',
    open: 'abrir la foto en tamaño completo',
  },
  loading: 'Cargando los detalles de los lugares...',
  loadError: 'No pudimos cargar los detalles de los lugares. Por favor, inténtalo de nuevo.',
  retry: common.es.retry,
  map: {
    label: 'Mapa de los lugares de la ceremonia y la recepción',
    loading: 'Cargando el mapa...',
    unavailableTitle: 'Mapa no disponible',
    unavailable: 'El mapa no se puede mostrar aquí, pero estas son las direcciones:',
    controls: {
      'AttributionControl.ToggleAttribution': 'Mostrar u ocultar la atribución',
      'Map.Title': 'Mapa',
      'Marker.Title': 'Marcador del mapa',
      'NavigationControl.ZoomIn': 'Acercar',
      'NavigationControl.ZoomOut': 'Alejar',
      'Popup.Close': 'Cerrar ventana',
      'CooperativeGesturesHandler.WindowsHelpText': 'Usa Ctrl + desplazamiento para hacer zoom en el mapa',
      'CooperativeGesturesHandler.MacHelpText': 'Usa ⌘ + desplazamiento para hacer zoom en el mapa',
      'CooperativeGesturesHandler.MobileHelpText': 'Usa dos dedos para mover el mapa',
    },
  },
  assistance: {
    title: 'Asistencia para Invitados con IA',
    description: 'Cuéntanos quién viene y recibe consejos para el día.',
    guestTypeLabel: 'Tipo de invitado',
    placeholder: 'Selecciona el tipo de invitado',
    submit: 'Obtener Recomendaciones con IA',
    pending: 'Obteniendo recomendaciones...',
    tipsTitle: 'Consejos Personalizados:',
    failed: 'No se pudieron obtener las recomendaciones',
    byAi: 'Escritos por IA a partir de los detalles de la boda.',
    builtIn: 'Escritos a partir de los detalles de la boda por las reglas del sitio, no por IA.',
  },
  guestTypes: {
    'elderly-family': 'Familiar de edad avanzada',
    'out-of-town': 'Invitado de fuera de la ciudad',
    'parent-with-children': 'Padre o madre con niños pequeños',
    'international-guest': 'Invitado internacional',
    'mobility-assistance': 'Invitado que necesita asistencia de movilidad',
  },
};

export const catalogs = registerStrings('venueMap', { en, es });
