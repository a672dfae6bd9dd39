/**
 * This feature's stored records as tests and benches seed and inspect them (rows in old shapes,
 * counts after a run). Product code of other features reads through door.ts instead.
 */
export { WEDDING_SETTINGS_ID, WeddingSettingsModel } from './model';
