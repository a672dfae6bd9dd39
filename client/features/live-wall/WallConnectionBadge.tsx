import { useStrings } from '../../lib/use-strings';
import { cn } from '../../lib/ui/cn';
import './strings';
import { useConnectionMarker } from './useConnectionMarker';

/**
 * A small 'Live' dot while all is well; a large amber banner while the connection is lost and a
 * green one for a few seconds when it is back, readable from the room.
 */
export function WallConnectionBadge() {
  const { t } = useStrings('live-wall');
  const marker = useConnectionMarker();
  const banner = marker === 'lost' || marker === 'back';
  return (
    <div
      role="status"
      data-connection={marker}
      className={cn(
        'flex items-center gap-[0.5em] rounded-full font-semibold',
        banner
          ? 'px-[1em] py-[0.4em] text-[calc(var(--u)*1.8)] shadow-xl'
          : 'text-[calc(var(--u)*1.7)]',
        marker === 'lost' && 'bg-amber-400 text-stone-900',
        marker === 'back' && 'bg-emerald-500 text-white',
        marker === 'live' && 'text-white/90',
        marker === 'connecting' && 'text-white/70',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'inline-block size-[0.7em] rounded-full',
          marker === 'live' && 'bg-emerald-400',
          marker === 'back' && 'bg-white',
          marker === 'lost' && 'live-wall-pulse bg-red-600',
          marker === 'connecting' && 'live-wall-pulse bg-white/70',
        )}
      />
      {t(`connection.${marker}`)}
    </div>
  );
}
