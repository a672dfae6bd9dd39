import {
  BookHeart,
  Bot,
  CalendarClock,
  Camera,
  Circle,
  Film,
  Gamepad2,
  Gift,
  Glasses,
  Heart,
  House,
  Info,
  MailCheck,
  MapPin,
  Mic,
  Phone,
  Settings,
  Sparkles,
  Tv,
  Users,
  type LucideIcon,
} from 'lucide-react';

/**
 * The phone menu's icon for each section (home/sections.tsx) and page (page-links.ts), by the
 * item's href. Kept apart from those registries because only the menu sheet shows icons, and it
 * loads on first open: the first screen does not carry twenty icons it never draws.
 */
const menuIcons: Record<string, LucideIcon> = {
  '/#home': House,
  '/#wedding-details': Info,
  '/#love-story': Heart,
  '/#venue-map': MapPin,
  '/#wedding-party': Users,
  '/#live-wedding-moments': Sparkles,
  '/#photo-upload': Camera,
  '/#games': Gamepad2,
  '/#gif-creator': Film,
  '/#gift-registry': Gift,
  '/#guest-book': BookHeart,
  '/#rsvp': MailCheck,
  '/#contact': Phone,
  '/timeline': CalendarClock,
  '/speech-generator': Mic,
  '/live': Tv,
  '/ai-assistant': Bot,
  '/ar-venue': Glasses,
  '/meet-the-guests': Users,
  '/admin': Settings,
};

/** A plain dot for an item registered without an icon here. */
export function menuIconFor(href: string): LucideIcon {
  return menuIcons[href] ?? Circle;
}
