import { SHOWN } from '../../lib/moderation-source';

/**
 * What guests may see of the timeline's participations: the published ones, by the one rule of
 * every moderated kind. The timeline's lists, its gallery photos, the keepsake and translation
 * read it here.
 */
export const SHOWN_PARTICIPATIONS = SHOWN;
