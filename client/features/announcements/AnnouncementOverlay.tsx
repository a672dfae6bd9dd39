import { Megaphone } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import { useCallback, useEffect, useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import { useSearchParams } from 'react-router-dom';
import type { PublicAnnouncement } from '../../../protocol/announcements';
import {
  isContentLanguage,
  isBlankPair,
  otherLanguage,
  pickVersion,
  type ContentLanguage,
  type LocalizedText,
} from '../../../protocol/localized';
import { LocalizedSpan } from '../../lib/localized';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import './strings';
import { useNotices } from './useNotices';

/** How long an announcement fills the projector. */
export const OVERLAY_MS = 15_000;

/**
 * Which versions a projector shows. A screen opened with `?lang=es` (or `en`) was set up for that
 * room: it shows that language, the other version marked where it is missing. A screen without the
 * parameter faces a mixed room and nobody can switch it, so it shows both when the organizers
 * wrote both, the wedding's default language first; otherwise the one there is.
 */
function versionsFor(
  notice: PublicAnnouncement,
  requested: ContentLanguage | null,
  defaultLanguage: ContentLanguage,
): { title: LocalizedText; message: LocalizedText }[] {
  const version = (language: ContentLanguage) => ({
    title: pickVersion(notice.title, notice.titleEs, language),
    message: pickVersion(notice.message, notice.messageEs, language),
  });
  if (requested) return [version(requested)];
  const hasBoth =
    !isBlankPair(notice.title, notice.message) && !isBlankPair(notice.titleEs, notice.messageEs);
  return hasBoth
    ? [version(defaultLanguage), version(otherLanguage(defaultLanguage))]
    : [version(defaultLanguage)];
}

/**
 * For the projector screens (/live, the leaderboard): each announcement sent while the screen is
 * up covers it for about 15 seconds, then the screen comes back by itself. No input needed.
 */
export function AnnouncementOverlay() {
  const { t } = useStrings('announcements');
  const [shown, setShown] = useState<PublicAnnouncement | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  useNotices(useCallback((notice: PublicAnnouncement) => setShown(notice), []));
  const [params] = useSearchParams();
  const lang = params.get('lang');
  const defaultLanguage = useWeddingSettings().data?.defaultLanguage ?? 'en';
  const versions = shown
    ? versionsFor(shown, isContentLanguage(lang) ? lang : null, defaultLanguage)
    : [];

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
          {versions.map(({ title, message }, index) => (
            <div
              key={title.language + message.language}
              data-testid="announcement-overlay-version"
              className={
                index > 0
                  ? 'flex flex-col gap-[2vmin] border-t border-white/30 pt-[4vmin]'
                  : 'flex flex-col gap-[3vmin]'
              }
            >
              <LocalizedSpan
                as="h2"
                value={title}
                className={
                  index > 0
                    ? 'font-serif text-[5vmin] leading-tight'
                    : 'font-serif text-[8vmin] leading-tight'
                }
              />
              <LocalizedSpan
                as="p"
                value={message}
                className="max-w-[80vw] whitespace-pre-line text-[4.5vmin] leading-snug text-white/90"
              />
            </div>
          ))}
        </motion.div>
      )}
    </AnimatePresence>
  );
}
