import type { ArMarker } from '../../../protocol/wedding';

/** The AR venue page's starting markers; organizers edit them with each venue. */
export const defaultArMarkers: Record<'ceremony' | 'reception', ArMarker[]> = {
  ceremony: [
    {
      id: 'ceremony-altar',
      name: 'Garden Altar',
      position: { x: 0, y: 0.5, z: -4 },
      type: 'info',
      content:
        'Where Sofia and Daniel say their vows, under the arch of white roses in front of the chapel steps.',
      icon: 'heart',
    },
    {
      id: 'ceremony-seating',
      name: 'Guest Seating',
      position: { x: -3, y: -2, z: -2 },
      type: 'amenity',
      content:
        'Shaded rows of chairs on both sides of the aisle; ushers seat family in the first two rows.',
      icon: 'users',
    },
    {
      id: 'ceremony-photo-spot',
      name: 'Photo Spot',
      position: { x: 3.5, y: 1, z: -3 },
      type: 'photo',
      content:
        'The white steeple framed by the old oaks: the light is best here right after the ceremony.',
      icon: 'camera',
    },
    {
      id: 'ceremony-review',
      name: 'Share Your Thoughts',
      position: { x: -4, y: 2.5, z: -5 },
      type: 'review',
      content: 'Tell the couple how you liked the garden: your review appears below for everyone.',
      icon: 'star',
    },
  ],
  reception: [
    {
      id: 'reception-dining-room',
      name: 'Private Dining Room',
      position: { x: 0, y: 0, z: -3 },
      type: 'info',
      content:
        'The seated lunch is served here at 1:00 PM; find your table on the seating board by the door.',
      icon: 'utensils',
    },
    {
      id: 'reception-bar',
      name: 'Bar',
      position: { x: -3.5, y: -1, z: -2 },
      type: 'amenity',
      content: 'Sparkling wine, local beer and soft drinks all afternoon.',
      icon: 'wine',
    },
    {
      id: 'reception-harbor-view',
      name: 'Harbor View',
      position: { x: 3.5, y: 1.5, z: -5 },
      type: 'photo',
      content: 'The windows over Ego Alley: sailboats, water and the couple, for the best photos.',
      icon: 'camera',
    },
    {
      id: 'reception-review',
      name: 'Share Your Thoughts',
      position: { x: -1.5, y: 3, z: -4 },
      type: 'review',
      content: 'Tell the couple how you liked the lunch: your review appears below for everyone.',
      icon: 'star',
    },
  ],
};
