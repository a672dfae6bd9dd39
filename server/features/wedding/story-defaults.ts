import type { StoryEvent } from '../../../protocol/wedding';

/** The six events of the 'Our Story' timeline; media files are served from /media/story. */
export const defaultStory: StoryEvent[] = [
  {
    id: 'first-meeting',
    date: '2017',
    dateEs: '2017',
    title: 'First Meeting',
    titleEs: 'Cómo nos conocimos',
    description:
      'We met in 2017 at a crowded coffee shop in College Park, where one borrowed chair turned into a conversation neither of us wanted to end.',
    descriptionEs:
      'Nos conocimos en 2017 en una cafetería llena de gente en College Park, donde una silla prestada se convirtió en una conversación que ninguno de los dos quería terminar.',
    icon: 'coffee',
    position: 'left',
    media: '/media/story/first-meeting.webp',
    mediaType: 'image',
  },
  {
    id: 'reconnection',
    date: '2022',
    dateEs: '2022',
    title: 'Reconnection',
    titleEs: 'El reencuentro',
    description:
      'Five years later a chance message brought us back together, and it felt as if no time had passed at all.',
    descriptionEs:
      'Cinco años después, un mensaje casual volvió a unirnos, y fue como si no hubiera pasado el tiempo.',
    icon: 'message-circle-heart',
    position: 'right',
    media: '/media/story/reconnection.webp',
    mediaType: 'image',
  },
  {
    id: 'falling-in-love',
    date: '2022–2023',
    dateEs: '2022–2023',
    title: 'Falling in Love',
    titleEs: 'Enamorándonos',
    description:
      'Weekend trips, long walks along the Annapolis waterfront and slow Sunday mornings taught us that home is wherever we are together.',
    descriptionEs:
      'Escapadas de fin de semana, largos paseos por el malecón de Annapolis y domingos sin prisa nos enseñaron que nuestro hogar está dondequiera que estemos juntos.',
    icon: 'heart',
    position: 'left',
    media: '/media/story/falling-in-love.webp',
    mediaType: 'image',
  },
  {
    id: 'engagement',
    date: 'July 2023',
    dateEs: 'Julio de 2023',
    title: 'The Engagement',
    titleEs: 'El compromiso',
    description:
      'On a warm July evening Daniel asked the question, and Sofia said yes before he could finish it.',
    descriptionEs:
      'En una cálida tarde de julio, Daniel hizo la pregunta, y Sofia dijo que sí antes de que pudiera terminarla.',
    icon: 'gem',
    position: 'right',
    media: '/media/story/engagement.mp4',
    mediaType: 'video',
    poster: '/media/story/engagement-poster.webp',
  },
  {
    id: 'arrival',
    date: 'March 2024',
    dateEs: 'Marzo de 2024',
    title: 'The Arrival of Our Daughter',
    titleEs: 'La llegada de nuestra hija',
    description:
      'Our daughter arrived in the spring of 2024 and filled our home with a new kind of love (and a lot less sleep).',
    descriptionEs:
      'Nuestra hija llegó en la primavera de 2024 y llenó la casa de un amor nuevo (y de muchas menos horas de sueño).',
    icon: 'baby',
    position: 'left',
    media: '/media/story/arrival.webp',
    mediaType: 'image',
  },
  {
    id: 'wedding-day',
    date: 'Aug 31, 2025',
    dateEs: '31 de agosto de 2025',
    title: 'Wedding Day',
    titleEs: 'El día de la boda',
    description:
      'We promise forever in the Memorial Chapel garden, surrounded by the family and friends who brought us here.',
    descriptionEs:
      'Nos prometemos para siempre en el jardín de la Memorial Chapel, rodeados de la familia y los amigos que nos trajeron hasta aquí.',
    icon: 'church',
    position: 'right',
    media: '/media/story/wedding-day.webp',
    mediaType: 'image',
  },
];
