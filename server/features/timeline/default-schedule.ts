import type { TimelineEventBody } from '../../../protocol/timeline';
import type { WeddingSettings } from '../../../protocol/wedding';

const toMinutes = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};
const toClock = (minutes: number) => {
  const bounded = Math.min(Math.max(minutes, 0), 23 * 60 + 59);
  return `${String(Math.floor(bounded / 60)).padStart(2, '0')}:${String(bounded % 60).padStart(2, '0')}`;
};

type Venues = Pick<WeddingSettings, 'venues'>;

/**
 * A sensible first schedule, built from the wedding's venues and their times, that organizers then
 * edit: arrival, the ceremony, photos, the reception and, near its end, the cake and toasts.
 */
export function defaultSchedule({ venues }: Venues): TimelineEventBody[] {
  const { ceremony, reception } = venues;
  const ceremonyStart = toMinutes(ceremony.startTime);
  const receptionStart = toMinutes(reception.startTime);
  const receptionEnd = reception.endTime ? toMinutes(reception.endTime) : receptionStart + 180;
  const cakeStart = Math.max(receptionStart + 30, receptionEnd - 30);
  const common = { allowPhotoUploads: false } as const;
  return [
    {
      ...common,
      title: 'Guests Arrive',
      description: 'Find a seat and say hello; ushers will help you.',
      time: toClock(ceremonyStart - 30),
      duration: 30,
      location: ceremony.name,
      category: 'ceremony',
      icon: 'users',
      isInteractive: false,
      allowGuestMessages: false,
    },
    {
      ...common,
      title: ceremony.label,
      description: 'The couple say their vows.',
      time: toClock(ceremonyStart),
      duration: 45,
      location: ceremony.name,
      category: 'ceremony',
      icon: 'heart',
      isInteractive: true,
      allowGuestMessages: true,
    },
    {
      title: 'Photos with the Couple',
      description: 'Family and group photos right after the ceremony.',
      time: toClock(ceremonyStart + 45),
      duration: 45,
      location: ceremony.name,
      category: 'photos',
      icon: 'camera',
      isInteractive: true,
      allowGuestMessages: true,
      allowPhotoUploads: true,
    },
    {
      ...common,
      title: reception.label,
      description: reception.note,
      time: toClock(receptionStart),
      duration: Math.max(cakeStart - receptionStart, 5),
      location: reception.name,
      category: 'reception',
      icon: 'utensils',
      isInteractive: true,
      allowGuestMessages: true,
    },
    {
      ...common,
      title: 'Cake & Toasts',
      description: 'Raise a glass to the newlyweds.',
      time: toClock(cakeStart),
      duration: Math.max(receptionEnd - cakeStart, 5),
      location: reception.name,
      category: 'special',
      icon: 'cake',
      isInteractive: true,
      allowGuestMessages: true,
    },
  ];
}
