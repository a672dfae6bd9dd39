/** Where the QR code leads: the home page, scrolled to the moments once the guest is in. */
export function joinUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}/#live-wedding-moments`;
}
