// The spec's texts for the review step's one-time code (accounts-payments-recipients.md §5, §8).
// Quoted verbatim; each flow passes the one it writes.

/** An empty code on the conversion and payment review steps. */
export const OTP_REQUIRED = 'OTP is required';
/** An empty code on the add-recipient review step. */
export const OTP_REQUIRED_RECIPIENT = 'OTP is required!';

/** Where the code went: followed by the channel and the masked destination (access-settings-banking.md §2). */
export const CODE_SENT_PREFIX = 'Enter the 6 digit code sent to your';
