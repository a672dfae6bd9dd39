import type { TFunction } from 'i18next';

/**
 * Validation messages come from the protocol schemas, in English. A feature's catalog repeats
 * them under `errors.<key>` (the English catalog uses the protocol constants themselves), so a
 * message is shown in the guest's language; one the catalog does not know is shown as sent.
 */
export function validationText(
  t: TFunction,
  messages: Readonly<Record<string, string>>,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  const key = Object.keys(messages).find((name) => messages[name] === message);
  return key ? t(`errors.${key}`) : message;
}
