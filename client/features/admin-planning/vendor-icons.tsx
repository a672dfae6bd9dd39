import {
  Building,
  Cake,
  Camera,
  Car,
  Church,
  Flower,
  Gem,
  Mail,
  Mic,
  Music,
  Scissors,
  Shirt,
  Sparkles,
  Store,
  Utensils,
  Video,
  type LucideIcon,
} from 'lucide-react';
import type { VendorIcon } from '../../../protocol/vendors';

const vendorIcons: Record<VendorIcon, LucideIcon> = {
  store: Store,
  camera: Camera,
  video: Video,
  utensils: Utensils,
  cake: Cake,
  flower: Flower,
  music: Music,
  mic: Mic,
  building: Building,
  car: Car,
  shirt: Shirt,
  scissors: Scissors,
  sparkles: Sparkles,
  gem: Gem,
  mail: Mail,
  church: Church,
};

/** The vendor's icon, or the shop when it has none (or one this version does not know). */
export function VendorIconView({ icon }: { icon?: string }) {
  const Icon = (icon && vendorIcons[icon as VendorIcon]) || Store;
  return <Icon aria-hidden className="size-5 shrink-0 text-blush-600" />;
}
