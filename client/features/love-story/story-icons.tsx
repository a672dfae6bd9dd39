import { createElement } from 'react';
import {
  Baby,
  Cake,
  Camera,
  Church,
  Coffee,
  Gem,
  GraduationCap,
  Heart,
  HeartHandshake,
  House,
  MapPin,
  MessageCircleHeart,
  Music,
  PartyPopper,
  Plane,
  Sparkles,
  Star,
  Sun,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icons a story event may name (lucide's kebab-case names). A curated set keeps the bundle
 * small; an unknown name falls back to a heart rather than breaking the timeline.
 */
const storyIcons: Record<string, LucideIcon> = {
  baby: Baby,
  cake: Cake,
  camera: Camera,
  church: Church,
  coffee: Coffee,
  gem: Gem,
  'graduation-cap': GraduationCap,
  heart: Heart,
  'heart-handshake': HeartHandshake,
  house: House,
  home: House,
  'map-pin': MapPin,
  'message-circle-heart': MessageCircleHeart,
  music: Music,
  'party-popper': PartyPopper,
  plane: Plane,
  sparkles: Sparkles,
  star: Star,
  sun: Sun,
};

/** The lucide icon an event names, drawn decoratively. */
export function StoryIcon({ name, className }: { name: string; className?: string }) {
  return createElement(storyIcons[name] ?? Heart, { className, 'aria-hidden': true });
}
