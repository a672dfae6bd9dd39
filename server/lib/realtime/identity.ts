/**
 * Who a socket is, as the sessions it was opened with say, and the rooms that name it. A socket
 * joins its identity's rooms at the handshake, so revoking a session or a guest closes every socket
 * it opened, on every process (`io.in(room).disconnectSockets()` goes through the adapter).
 */
export interface SocketIdentity {
  organizer: boolean;
  /** The organizer session (its database id, never the token) the socket was opened with. */
  organizerSession?: string;
  /** The guest signed in with an invite code on this browser (guest session cookie). */
  guestId?: string;
  guestSession?: string;
  /** A live-quiz host link's session (quiz host cookie): revoking the link closes its sockets. */
  quizHostLinkId?: string;
}

export type SessionKind = 'organizer' | 'guest';

/** Room names of identities, in one place. Topic rooms are `topic:...` (protocol/events.ts). */
export const identityRoom = {
  /** Every socket opened with an organizer session (a new ADMIN_PASSWORD ends them all). */
  organizers: 'identity:organizers',
  guest: (guestId: string) => `identity:guest:${guestId}`,
  session: (kind: SessionKind, sessionId: string) => `identity:${kind}-session:${sessionId}`,
  /** Every socket opened with a session of one quiz host link. */
  quizHost: (linkId: string) => `identity:quiz-host:${linkId}`,
};

export function identityRoomsOf(identity: SocketIdentity): string[] {
  return [
    ...(identity.organizer ? [identityRoom.organizers] : []),
    ...(identity.organizerSession
      ? [identityRoom.session('organizer', identity.organizerSession)]
      : []),
    ...(identity.guestId ? [identityRoom.guest(identity.guestId)] : []),
    ...(identity.guestSession ? [identityRoom.session('guest', identity.guestSession)] : []),
    ...(identity.quizHostLinkId ? [identityRoom.quizHost(identity.quizHostLinkId)] : []),
  ];
}

export const isIdentityRoom = (room: string) => room.startsWith('identity:');

/**
 * Whether the sessions a disconnected socket held still hold, so that its state (rooms, missed
 * events) may be recovered. Rights without a session id behind them (state persisted by an older
 * release) are not recovered.
 */
export async function stillSignedIn(
  identity: Partial<SocketIdentity> | undefined,
  isLive: (kind: SessionKind, sessionId: string) => Promise<boolean>,
): Promise<boolean> {
  if (!identity) return true;
  const checks: Promise<boolean>[] = [];
  if (identity.organizer || identity.organizerSession) {
    checks.push(
      identity.organizerSession
        ? isLive('organizer', identity.organizerSession)
        : Promise.resolve(false),
    );
  }
  if (identity.guestId || identity.guestSession) {
    checks.push(
      identity.guestSession ? isLive('guest', identity.guestSession) : Promise.resolve(false),
    );
  }
  return (await Promise.all(checks)).every(Boolean);
}
