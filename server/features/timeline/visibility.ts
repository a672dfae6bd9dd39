import { SHOWN } from '../../lib/moderation-source';
import { MADE } from '../../lib/stored-video';

/**
 * What guests may see of the timeline's participations: the published ones, by the one rule of
 * every moderated kind. The timeline's lists, its gallery photos, the keepsake and translation
 * read it here. A video photo only once its video is made.
 */
export const SHOWN_PARTICIPATIONS = { ...SHOWN, ...MADE } as const;
