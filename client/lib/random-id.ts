/**
 * `bytes` random bytes as hex. crypto.getRandomValues works in every context; crypto.randomUUID
 * exists only on https and localhost, so a guest on http://<LAN address> would have none.
 */
export function randomHex(bytes = 16): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
