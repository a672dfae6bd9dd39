import { UPLOADABLE_MOMENT_TYPES, type MomentType } from '../../../protocol/moments';

export const canUpload = (type: MomentType) =>
  (UPLOADABLE_MOMENT_TYPES as readonly string[]).includes(type);
