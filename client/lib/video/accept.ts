import { VIDEO_CONTENT_TYPES } from '../../../protocol/uploads';

/** What a picker offers for a video: by type, and by extension where systems give none (a .mov). */
export const VIDEO_INPUT_ACCEPT = [...VIDEO_CONTENT_TYPES, '.mp4', '.mov', '.webm'].join(',');
