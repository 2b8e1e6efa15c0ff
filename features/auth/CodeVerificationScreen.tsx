import { Button, Stack } from 'spend-ui';
import { useApiAction } from '../api/index.js';
import { useTextForm } from '../forms/useTextForm.js';
import { OneTimeCodeEntry, useOneTimeCodeRequest } from '../otp/index.js';
import { codeSentText } from '../otp/codeSentText.js';
import { ONE_TIME_CODE_FAILURE } from '../otp/failures.js';
import type { CodeRequestResult } from './api.js';
import type { CodeChannel } from './model.js';
import { PHONE_VERIFICATION_TITLE, SEND_CODE_BY_EMAIL } from './messages.js';
import { ScreenTitle } from './AuthScreen.styles.js';

export interface CodeVerificationScreenProps {
  /** `two-step` after a login that needs a code; `phone` to verify the phone number. */
  variant: 'two-step' | 'phone';
  /** Sends a code by phone or e-mail; resolves with the masked destination. */
  requestCode: (channel: CodeChannel) => Promise<CodeRequestResult>;
  /** Checks the code; rejects with the client's error. The host navigates on success. */
  verify: (code: string, channel: CodeChannel) => Promise<void>;
}

/**
 * Two-step and phone verification: a code is sent by phone on load; a 400 answer's field errors show in a
 * toast, other failures show nothing (access-settings-banking.md §8).
 */
export function CodeVerificationScreen({ variant, requestCode, verify }: CodeVerificationScreenProps) {
  const request = useOneTimeCodeRequest({ request: (_client, channel) => requestCode(channel) });
  const verification = useApiAction((_client, otp: string, channel: CodeChannel) => verify(otp, channel), {
    failure: ONE_TIME_CODE_FAILURE,
  });
  // No rule: the server judges the code.
  const form = useTextForm({
    defaultValues: { code: '' },
    onValid: ({ code }) => verification.run(code, request.sentChannel),
  });
  const code = form.bind('code');

  const title = variant === 'phone' ? PHONE_VERIFICATION_TITLE : 'Two-step verification';
  return (
    <div>
      <ScreenTitle>{title}</ScreenTitle>
      <Stack as="form" gap="lg" aria-label={title} noValidate onSubmit={form.submit}>
        <OneTimeCodeEntry
          request={request}
          sentTo={variant === 'two-step' ? codeSentText(request.sentChannel, request.mask) : (request.mask ?? '')}
          code={code.value}
          onCodeChange={code.onChange}
          codeRef={code.ref}
          isReadOnly={verification.pending}
          focusOnOpen
          action={
            <Button type="submit" isPending={verification.pending} pendingLabel="Verifying">
              Verify
            </Button>
          }
        />
        {variant === 'two-step' && request.sentChannel === 'phone' && (
          <Button variant="secondary" onPress={() => request.send('email')} isDisabled={request.requesting}>
            {SEND_CODE_BY_EMAIL}
          </Button>
        )}
      </Stack>
    </div>
  );
}
