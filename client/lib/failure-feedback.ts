import { haptic } from './haptics';
import { toast } from './ui/use-toast';

/** Tells the guest that what they sent did not go through: an error buzz and a red toast. */
export function signalFailure(title: string, description: string): void {
  haptic('error');
  toast({ variant: 'destructive', title, description });
}
