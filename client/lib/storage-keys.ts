/**
 * This device's localStorage keys that the first screen's boot script reads too
 * (client/features/home/boot-script.ts, which runs before the app and imports only this file).
 */

/** The device's guest session (features/guest-gate/session.ts). */
export const GUEST_STORAGE_KEY = 'wedding-guest';

/** The language this phone's guest chose (features/chrome/language.ts). */
export const LANGUAGE_STORAGE_KEY = 'preferred-language';
