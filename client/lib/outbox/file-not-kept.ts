import type { NsKey } from '../use-strings';
import { i18n } from '../i18n';
import './strings';

/**
 * A write with a file that could not be sent now and could not be kept either (the browser's
 * storage quota): nothing of it was kept, and the guest is told to send it again once online.
 * Tiny on purpose: the forms' failure toast (failure-feedback.ts) words it without loading the outbox.
 */
export class FileNotKept extends Error {
  constructor(cause?: unknown) {
    super('The file does not fit in this browser’s storage', { cause });
    this.name = 'FileNotKept';
  }
}

/** The guest's words for a file the outbox could not keep, in their language. */
export function fileNotKeptText(): { title: string; description: string } {
  return {
    title: i18n.t('outbox:notKeptTitle' satisfies NsKey<'outbox'>),
    description: i18n.t('outbox:notKept' satisfies NsKey<'outbox'>),
  };
}
