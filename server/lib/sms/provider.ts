/** Sends one text message. Throws SmsSendError when the provider (or the network) refuses it. */
export interface SmsProvider {
  readonly name: string;
  send(to: string, body: string): Promise<{ providerId: string }>;
}

/**
 * Why a message was not accepted. `transient` failures (rate limits, provider outages, network
 * errors) are worth retrying; the others (an unreachable or blocked number...) are final.
 */
export class SmsSendError extends Error {
  constructor(
    readonly reason: string,
    readonly transient: boolean,
  ) {
    super(reason);
    this.name = 'SmsSendError';
  }
}
