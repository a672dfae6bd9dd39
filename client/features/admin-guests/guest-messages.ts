import { ADMIN_GUEST_MESSAGES, GUEST_LIST_ERRORS } from '../../../protocol/admin-guests';

/** Messages the catalog translates (its `errors.*` keys). */
export const GUEST_MESSAGES: Record<string, string> = {
  nameMin: ADMIN_GUEST_MESSAGES.nameMin,
  emailInvalid: ADMIN_GUEST_MESSAGES.emailInvalid,
  duplicateEmail: GUEST_LIST_ERRORS.duplicateEmail,
  duplicateInFile: GUEST_LIST_ERRORS.duplicateInFile,
  notFound: GUEST_LIST_ERRORS.notFound,
};
