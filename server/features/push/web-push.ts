import { loadOnce } from '../../lib/load-once';

/** The web-push library, loaded the first time a site uses push (it is not needed to start). */
export const loadWebPush = loadOnce(() => import('web-push').then((module) => module.default));
