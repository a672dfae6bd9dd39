/**
 * Organizers' machine drafts of their texts in the other language (POST /api/translate): the
 * button that fills the missing sides of a form's English / Spanish pairs, and the mark a field
 * shows while it holds a draft nobody has reviewed yet.
 */
export { TranslateMissingButton } from './TranslateMissingButton';
export { MachineDraftTag, MachineDraftsProvider } from './MachineDraftTag';
export { clearMachineDrafts, useMachineDraftMark } from './use-machine-draft-mark';
export type { FieldPair } from './missing-sides';
