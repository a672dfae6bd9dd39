import type { StoryEvent } from '../../../protocol/wedding';

/** The six events of the 'Our Story' timeline; media files are served from /media/story. */
export const defaultStory: StoryEvent[] = [
  {
    id: 'first-meeting',
    date: '2017',
    title: 'First Meeting',
    description:
      'We met in 2017 at a crowded coffee shop in College Park, where one borrowed chair turned into a conversation neither of us wanted to end.',
    icon: 'coffee',
    position: 'left',
    media: '/media/story/first-meeting.webp',
    mediaType: 'image',
  },
  {
    id: 'reconnection',
    date: '2022',
    title: 'Reconnection',
    description:
      'Five years later a chance message brought us back together, and it felt as if no time had passed at all.',
    icon: 'message-circle-heart',
    position: 'right',
    media: '/media/story/reconnection.webp',
    mediaType: 'image',
  },
  {
    id: 'falling-in-love',
    date: '2022–2023',
    title: 'Falling in Love',
    description:
      'Weekend trips, long walks along the Annapolis waterfront and slow Sunday mornings taught us that home is wherever we are together.',
    icon: 'heart',
    position: 'left',
    media: '/media/story/falling-in-love.webp',
    mediaType: 'image',
  },
  {
    id: 'engagement',
    date: 'July 2023',
    title: 'The Engagement',
    description:
      'On a warm July evening Daniel asked the question, and Sofia said yes before he could finish it.',
    icon: 'gem',
    position: 'right',
    media: '/media/story/engagement.mp4',
    mediaType: 'video',
    poster: '/media/story/engagement-poster.webp',
  },
  {
    id: 'arrival',
    date: 'March 2024',
    title: 'The Arrival of Our Daughter',
    description:
      'Our daughter arrived in the spring of 2024 and filled our home with a new kind of love (and a lot less sleep).',
    icon: 'baby',
    position: 'left',
    media: '/media/story/arrival.webp',
    mediaType: 'image',
  },
  {
    id: 'wedding-day',
    date: 'Aug 31, 2025',
    title: 'Wedding Day',
    description:
      'We promise forever in the Memorial Chapel garden, surrounded by the family and friends who brought us here.',
    icon: 'church',
    position: 'right',
    media: '/media/story/wedding-day.webp',
    mediaType: 'image',
  },
];
