import { expiredLinkSessionsSweep } from '../../lib/auth/link-sessions';
import type { SweepTask } from '../../lib/sweeper';
import { projectorLinkModels } from './model';

/** Projector sessions expired more than `keepMs` ago (their cookie opens nothing any more). */
export function expiredProjectorSessionsSweep(keepMs: number): SweepTask {
  return expiredLinkSessionsSweep('projector_sessions.expired', projectorLinkModels, keepMs);
}
