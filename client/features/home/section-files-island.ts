/**
 * The id of the served home page's JSON list of the home sections' files: written by the build
 * (scripts/first-screen-plugin.ts), read by the app (section-file-prefetch.ts).
 */
export const SECTION_FILES_ISLAND_ID = 'home-section-files';
