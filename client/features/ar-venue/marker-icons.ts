import {
  Accessibility,
  Camera,
  Car,
  Heart,
  Info,
  MapPin,
  Music,
  Sparkles,
  Star,
  Users,
  Utensils,
  Wine,
  type LucideIcon,
} from 'lucide-react';

/** The icons organizers can pick for a marker (protocol arMarkerIcons); others show the pin. */
const icons: Record<string, LucideIcon> = {
  'map-pin': MapPin,
  info: Info,
  heart: Heart,
  users: Users,
  camera: Camera,
  star: Star,
  utensils: Utensils,
  wine: Wine,
  music: Music,
  accessibility: Accessibility,
  car: Car,
  sparkles: Sparkles,
};

export const markerIcon = (name: string): LucideIcon => icons[name] ?? MapPin;
