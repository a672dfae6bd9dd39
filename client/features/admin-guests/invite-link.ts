/** The address on an invitation: /guest-login with the guest's code filled in. */
export function inviteLink(publicUrl: string, inviteCode: string): string {
  return `${publicUrl.replace(/\/$/, '')}/guest-login?code=${encodeURIComponent(inviteCode)}`;
}
