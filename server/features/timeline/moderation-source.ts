import type { ModerationSource } from '../../lib/moderation-source';
import type { TimelineParticipationsService } from './participations-service';
import { presentModerationItem as item } from './present';

/** The participations' actions, as a source of the organizers' moderation queue. */
export function participationsModerationSource(
  service: TimelineParticipationsService,
): ModerationSource {
  return {
    kind: 'timeline',
    list: async ({ status, limit }) =>
      (await service.listForOrganizers(status, limit)).map((doc) => item(doc)),
    approve: async (id) => {
      await service.approve(id);
      return item(await service.find(id));
    },
    hide: async (id) => {
      await service.hide(id);
      return item(await service.find(id));
    },
    remove: async (id) => item(await service.removeStored(id)),
  };
}
