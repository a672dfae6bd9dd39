/** Sends text messages. Its calls throw SmsSendError when the provider (or the network) refuses. */
export interface SmsProvider {
  readonly name: string;
  send(to: string, body: string): Promise<{ providerId: string }>;
  /**
   * The message with this body the provider accepted for `to` since `since`, or null: how a
   * delivery learns whether a message whose answer it never read (a crash, a lost response) went
   * out, before it sends it again.
   */
  findAccepted(to: string, body: string, since: Date): Promise<{ providerId: string } | null>;
}

/**
 * Why a message was not accepted. `transient` failures (rate limits, provider outages, network
 * errors) are worth retrying; the others (an unreachable or blocked number...) are final.
 * `maybeAccepted`: the request may have reached the provider and been accepted although no answer
 * came back (a reset or timed-out connection), so it is looked up before being sent again.
 */
export class SmsSendError extends Error {
  constructor(
    readonly reason: string,
    readonly transient: boolean,
    readonly maybeAccepted = false,
  ) {
    super(reason);
    this.name = 'SmsSendError';
  }
}
