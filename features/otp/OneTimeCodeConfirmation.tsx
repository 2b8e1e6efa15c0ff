import { Button, RadioTiles, Stack } from 'spend-ui';
import { useApiAction, type ApiClient, type FailureText } from '../api/index.js';
import { useTextForm } from '../forms/useTextForm.js';
import { requestOneTimeCode } from './api.js';
import { codeSentText } from './codeSentText.js';
import type { CodeChannel, CodeRequestResult } from './model.js';
import { OneTimeCodeEntry } from './OneTimeCodeEntry.js';
import { useOneTimeCodeRequest } from './useOneTimeCodeRequest.js';

const CHANNEL_OPTIONS = [
  { value: 'phone', title: 'Phone' },
  { value: 'email', title: 'Email' },
] as const;

function isCodeChannel(value: string): value is CodeChannel {
  return value === 'phone' || value === 'email';
}

export interface OneTimeCodeConfirmationProps {
  /**
   * The flow's confirming request with the code (conversion, payment, add-recipient); a press while it
   * runs is ignored. Rejects with the client's error.
   */
  onSubmit: (code: string, channel: CodeChannel) => Promise<unknown>;
  /** The text of an empty code, as the flow writes it: `OTP_REQUIRED` or `OTP_REQUIRED_RECIPIENT`. */
  requiredMessage: string;
  /** The flow's catalogue rule for a failed submit. Omitted: no failure toast. */
  submitFailure?: FailureText;
  /** Milliseconds the submit's failure toast stays. Default 5 s (10 s for the add-recipient error). */
  submitFailureDuration?: number;
  /**
   * Endpoint paths whose cached answers are read again after a successful submit (the kit's
   * `revalidate`): what the flow's write changed, e.g. the balances after a payment.
   */
  submitRevalidates?: readonly string[];
  /** The submit button's text. Default "Submit". */
  submitLabel?: string;
  /** Sends the code. Default: POST /utility/generate-otp-request for the signed-in user. */
  requestCode?: (client: ApiClient, channel: CodeChannel) => Promise<CodeRequestResult>;
}

/**
 * The review step's one-time code (accounts-payments-recipients.md §4 "Review step code"): a code is sent
 * by phone (the default) or e-mail, the mask shows where it went, the code box comes with Resend, and
 * Submit needs a non-empty code before it hands code and channel to the flow.
 */
export function OneTimeCodeConfirmation({
  onSubmit,
  requiredMessage,
  submitFailure,
  submitFailureDuration,
  submitRevalidates,
  submitLabel = 'Submit',
  requestCode = requestOneTimeCode,
}: OneTimeCodeConfirmationProps) {
  const request = useOneTimeCodeRequest({ request: requestCode });
  const submit = useApiAction((_client, otp: string, channel: CodeChannel) => onSubmit(otp, channel), {
    failure: submitFailure,
    toastDuration: submitFailureDuration,
    revalidate: submitRevalidates,
  });
  // An empty code: the flow's text in a toast (5 s, accounts-payments-recipients.md §8) and focus on the
  // code field, which shows no text of its own.
  const form = useTextForm({
    defaultValues: { code: '' },
    rules: { code: (code) => (code ? undefined : requiredMessage) },
    invalidNotice: requiredMessage,
    onValid: ({ code }) => submit.run(code, request.sentChannel),
  });
  const code = form.bind('code');

  return (
    <Stack as="form" gap="xl" aria-label="One-time code" noValidate onSubmit={form.submit}>
      <RadioTiles
        label="Send the code by"
        orientation="horizontal"
        options={CHANNEL_OPTIONS}
        value={request.channel}
        isReadOnly={request.requesting || submit.pending}
        onChange={(value) => {
          if (isCodeChannel(value) && value !== request.channel) request.send(value);
        }}
      />
      <OneTimeCodeEntry
        request={request}
        sentTo={codeSentText(request.sentChannel, request.mask)}
        code={code.value}
        onCodeChange={code.onChange}
        codeRef={code.ref}
        isReadOnly={submit.pending}
        action={
          <Button type="submit" isPending={submit.pending} pendingLabel="Submitting">
            {submitLabel}
          </Button>
        }
      />
    </Stack>
  );
}
