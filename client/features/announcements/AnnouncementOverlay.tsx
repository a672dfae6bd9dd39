import { Megaphone } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicAnnouncement } from '../../../protocol/announcements';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import './strings';
import { useNotices } from './useNotices';

/** How long an announcement fills the projector. */
export const OVERLAY_MS = 15_000;

/**
 * For the projector screens (/live, the leaderboard): each announcement sent while the screen is
 * up covers it for about 15 seconds, then the screen comes back by itself. No input needed.
 */
export function AnnouncementOverlay() {
  const { t } = useTranslation('announcements');
  const [shown, setShown] = useState<PublicAnnouncement | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  useNotices(useCallback((notice: PublicAnnouncement) => setShown(notice), []));

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <AnimatePresence>
      {shown && (
        <motion.div
          key={shown.id}
          role="alert"
          aria-label={t('overlay.label')}
          data-testid="announcement-overlay"
          initial={reducedMotion ? false : { opacity: 0, scale: 0.96 }}
          animate={{ opacity: 1, scale: 1 }}
          exit={reducedMotion ? { opacity: 0, transition: { duration: 0 } } : { opacity: 0 }}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-[4vmin] bg-stone-950/95 p-[6vmin] text-center text-white"
        >
          <Megaphone aria-hidden="true" className="size-[10vmin] text-gold-400" />
          <h2 className="font-serif text-[8vmin] leading-tight">{shown.title}</h2>
          <p className="max-w-[80vw] whitespace-pre-line text-[4.5vmin] leading-snug text-white/90">
            {shown.message}
          </p>
        </motion.div>
      )}
    </AnimatePresence>
  );
}
