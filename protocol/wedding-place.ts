// No zod here: the home page's first screen imports this, and the entry chunk stays free of it.
/**
 * 'College Park, MD' from an address written 'place, street, town, STATE zip': where the hero says
 * the wedding is. The client's hero and the server's first screen (which must show the same words
 * before any script) both write it with this.
 */
export function townAndStateOf(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length >= 2
    ? parts
        .slice(-2)
        .join(', ')
        .replace(/\s+\d{5}(-\d{4})?$/, '')
    : address;
}
