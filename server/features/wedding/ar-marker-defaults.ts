import type { ArMarker } from '../../../protocol/wedding';

/** The AR venue page's starting markers; organizers edit them with each venue. */
export const defaultArMarkers: Record<'ceremony' | 'reception', ArMarker[]> = {
  ceremony: [
    {
      id: 'ceremony-altar',
      name: 'Garden Altar',
      nameEs: 'Altar del jardín',
      position: { x: 0, y: 0.5, z: -4 },
      type: 'info',
      content:
        'Where Sofia and Daniel say their vows, under the arch of white roses in front of the chapel steps.',
      contentEs:
        'Donde Sofia y Daniel pronuncian sus votos, bajo el arco de rosas blancas frente a la escalinata de la capilla.',
      icon: 'heart',
    },
    {
      id: 'ceremony-seating',
      name: 'Guest Seating',
      nameEs: 'Asientos de los invitados',
      position: { x: -3, y: -2, z: -2 },
      type: 'amenity',
      content:
        'Shaded rows of chairs on both sides of the aisle; ushers seat family in the first two rows.',
      contentEs:
        'Filas de sillas a la sombra a ambos lados del pasillo; los acomodadores sientan a la familia en las dos primeras filas.',
      icon: 'users',
    },
    {
      id: 'ceremony-photo-spot',
      name: 'Photo Spot',
      nameEs: 'Rincón para fotos',
      position: { x: 3.5, y: 1, z: -3 },
      type: 'photo',
      content:
        'The white steeple framed by the old oaks: the light is best here right after the ceremony.',
      contentEs:
        'El campanario blanco enmarcado por los viejos robles: justo después de la ceremonia, aquí está la mejor luz.',
      icon: 'camera',
    },
    {
      id: 'ceremony-review',
      name: 'Share Your Thoughts',
      nameEs: 'Comparte tu opinión',
      position: { x: -4, y: 2.5, z: -5 },
      type: 'review',
      content: 'Tell the couple how you liked the garden: your review appears below for everyone.',
      contentEs:
        'Cuéntales a los novios qué te pareció el jardín: tu reseña aparece abajo para que todos la lean.',
      icon: 'star',
    },
  ],
  reception: [
    {
      id: 'reception-dining-room',
      name: 'Private Dining Room',
      nameEs: 'Comedor privado',
      position: { x: 0, y: 0, z: -3 },
      type: 'info',
      content:
        'The seated lunch is served here at 1:00 PM; find your table on the seating board by the door.',
      contentEs:
        'Aquí se sirve el almuerzo a la 1:00 p. m.; busca tu mesa en el plano de asientos junto a la puerta.',
      icon: 'utensils',
    },
    {
      id: 'reception-bar',
      name: 'Bar',
      nameEs: 'Bar',
      position: { x: -3.5, y: -1, z: -2 },
      type: 'amenity',
      content: 'Sparkling wine, local beer and soft drinks all afternoon.',
      contentEs:
        'Vino espumoso, cerveza local y refrescos durante toda la tarde.',
      icon: 'wine',
    },
    {
      id: 'reception-harbor-view',
      name: 'Harbor View',
      nameEs: 'Vista al puerto',
      position: { x: 3.5, y: 1.5, z: -5 },
      type: 'photo',
      content: 'The windows over Ego Alley: sailboats, water and the couple, for the best photos.',
      contentEs:
        'Las ventanas que dan a Ego Alley: veleros, agua y los novios, para las mejores fotos.',
      icon: 'camera',
    },
    {
      id: 'reception-review',
      name: 'Share Your Thoughts',
      nameEs: 'Comparte tu opinión',
      position: { x: -1.5, y: 3, z: -4 },
      type: 'review',
      content: 'Tell the couple how you liked the lunch: your review appears below for everyone.',
      contentEs:
        'Cuéntales a los novios qué te pareció el almuerzo: tu reseña aparece abajo para que todos la lean.',
      icon: 'star',
    },
  ],
};
