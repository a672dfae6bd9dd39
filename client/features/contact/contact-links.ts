/** 'tel:' wants digits (and a leading +) only: '(301) 555-0142' becomes 'tel:3015550142'. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().replace(/(?!^\+)\D/g, '')}`;
}
