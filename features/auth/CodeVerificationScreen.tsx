import { useEffect, useRef, useState } from 'react';
import { Button, OtpInput, Spinner, useToast } from 'spend-ui';
import { codeErrorMessage, type CodeRequestResult } from './api.js';
import type { CodeChannel } from './model.js';
import { CODE_SENT_PREFIX, PHONE_VERIFICATION_TITLE, SEND_CODE_BY_EMAIL } from './messages.js';
import { FormStack, Row, ScreenIntro, ScreenTitle } from './AuthScreen.styles.js';

export interface CodeVerificationScreenProps {
  /** `two-step` after a login that needs a code; `phone` to verify the phone number. */
  variant: 'two-step' | 'phone';
  /** Sends a code by phone or e-mail; resolves with the masked destination. */
  requestCode: (channel: CodeChannel) => Promise<CodeRequestResult>;
  /** Checks the code; rejects with the client's error. The host navigates on success. */
  verify: (code: string, channel: CodeChannel) => Promise<void>;
}

/**
 * Two-step and phone verification: a code is sent by phone on load; a 400 answer's errors show in a
 * toast, other failures show nothing (spec §8).
 */
export function CodeVerificationScreen({ variant, requestCode, verify }: CodeVerificationScreenProps) {
  const toast = useToast();
  const [channel, setChannel] = useState<CodeChannel>('phone');
  const [mask, setMask] = useState<string | undefined>();
  const [loading, setLoading] = useState(true);
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const requested = useRef(false);

  function showCodeError(error: unknown) {
    const message = codeErrorMessage(error);
    if (message) toast.show({ tone: 'error', title: message });
  }

  async function send(nextChannel: CodeChannel) {
    setLoading(true);
    try {
      const result = await requestCode(nextChannel);
      setChannel(nextChannel);
      setMask(result.mask);
    } catch (error) {
      showCodeError(error);
    } finally {
      setLoading(false);
    }
  }

  useEffect(() => {
    // Once per screen, also under StrictMode's double effects.
    if (requested.current) return;
    requested.current = true;
    void send('phone');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit() {
    setVerifying(true);
    try {
      await verify(code, channel);
    } catch (error) {
      showCodeError(error);
      setVerifying(false);
    }
  }

  const title = variant === 'phone' ? PHONE_VERIFICATION_TITLE : 'Two-step verification';
  return (
    <div>
      <ScreenTitle>{title}</ScreenTitle>
      {loading ? (
        <Spinner label="Sending your code" showLabel />
      ) : (
        <ScreenIntro>
          {variant === 'two-step' ? `${CODE_SENT_PREFIX} ${channel} ${mask ?? ''}`.trim() : (mask ?? '')}
        </ScreenIntro>
      )}
      <FormStack
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <OtpInput label="Verification code" value={code} onChange={setCode} isDisabled={verifying} />
        <Row>
          <Button variant="ghost" onPress={() => void send(channel)} isDisabled={loading}>
            Resend
          </Button>
          <Button type="submit" isPending={verifying} pendingLabel="Verifying">
            Verify
          </Button>
        </Row>
        {variant === 'two-step' && channel === 'phone' && (
          <Button variant="secondary" onPress={() => void send('email')} isDisabled={loading}>
            {SEND_CODE_BY_EMAIL}
          </Button>
        )}
      </FormStack>
    </div>
  );
}
