import {
  Cake,
  Camera,
  Clock,
  Coffee,
  Crown,
  Gift,
  Heart,
  Music,
  PartyPopper,
  Sparkles,
  Star,
  Users,
  Utensils,
  type LucideIcon,
} from 'lucide-react';
import type { TimelineIcon } from '../../../protocol/timeline';

/** The spec's icon names; an unknown one was already read as heart (toTimelineEventView). */
export const eventIcons: Record<TimelineIcon, LucideIcon> = {
  heart: Heart,
  clock: Clock,
  users: Users,
  camera: Camera,
  music: Music,
  utensils: Utensils,
  sparkles: Sparkles,
  coffee: Coffee,
  cake: Cake,
  party: PartyPopper,
  crown: Crown,
  gift: Gift,
  star: Star,
};
