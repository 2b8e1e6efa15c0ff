/** Where a one-time code is sent. */
export type CodeChannel = 'phone' | 'email';

/** The answer of a code request: the server's message and the masked destination. */
export interface CodeRequestResult {
  message?: string;
  mask?: string;
}

/** The code a confirmation sends with its request (conversion, payment, add-recipient). */
export interface OneTimeCode {
  code: string;
  channel: CodeChannel;
}

/** A one-time code is 6 digits (accounts-payments-recipients.md §9). */
export const ONE_TIME_CODE_LENGTH = 6;
