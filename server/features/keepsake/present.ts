import type { KeepsakeJob } from '../../../protocol/keepsake';
import type { KeepsakeJobDocument } from './model';

/** A build as organizers see it: never its storage key or lease. */
export function presentJob(doc: KeepsakeJobDocument): KeepsakeJob {
  return {
    id: doc._id.toString(),
    state: doc.state as KeepsakeJob['state'],
    phase: doc.phase as KeepsakeJob['phase'],
    done: doc.done ?? 0,
    total: doc.total ?? 0,
    options: optionsOf(doc),
    startedAt: doc.startedAt.toISOString(),
    finishedAt: doc.finishedAt ? doc.finishedAt.toISOString() : null,
    sizeBytes: doc.sizeBytes ?? null,
    missingFiles: doc.missingFiles ?? 0,
    restarts: doc.restarts ?? 0,
    error: doc.error ?? null,
  };
}

export function optionsOf(doc: Pick<KeepsakeJobDocument, 'options'>): KeepsakeJob['options'] {
  return {
    names: (doc.options?.names ?? 'full') as KeepsakeJob['options']['names'],
    paper: (doc.options?.paper ?? 'A4') as KeepsakeJob['options']['paper'],
    bleed: doc.options?.bleed === true,
  };
}
