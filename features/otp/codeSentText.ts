import { CODE_SENT_PREFIX } from './messages.js';
import type { CodeChannel } from './model.js';

/** "Enter the 6 digit code sent to your" followed by the channel and the masked destination. */
export function codeSentText(channel: CodeChannel, mask: string | undefined): string {
  return `${CODE_SENT_PREFIX} ${channel} ${mask ?? ''}`.trim();
}
