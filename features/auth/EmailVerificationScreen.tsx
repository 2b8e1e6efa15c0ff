import { useEffect, useRef, useState } from 'react';
import { Button, Spinner, Text } from 'spend-ui';
import { useApiAction } from '../api/index.js';
import { verifyEmailToken } from './api.js';
import { EMAIL_VERIFIED, REDIRECT_DELAY_MS, TOKEN_INVALID } from './messages.js';
import { ScreenTitle } from './AuthScreen.styles.js';

export interface EmailVerificationScreenProps {
  /** The token of the e-mail link (confirmed on load). */
  token: string;
  /** Continue after success (the host goes to /). */
  onContinue: () => void;
  /** Called 3 s after an invalid token (the host goes to /login). */
  onInvalid: () => void;
}

/** E-mail verification: a spinner, then "Email Verified" with Continue; an invalid token redirects after 3 s. */
export function EmailVerificationScreen({ token, onContinue, onInvalid }: EmailVerificationScreenProps) {
  const [state, setState] = useState<'checking' | 'verified' | 'invalid'>('checking');
  const { run: verify } = useApiAction(verifyEmailToken, {
    failure: { fallback: TOKEN_INVALID },
    onSuccess: () => setState('verified'),
    onFailure: () => setState('invalid'),
  });
  // The token sent, once: the server takes a token once (StrictMode's second effect or a new client sends it again otherwise).
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    void verify(token);
  }, [verify, token]);

  useEffect(() => {
    if (state !== 'invalid') return;
    const timer = setTimeout(onInvalid, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, onInvalid]);

  if (state === 'checking') {
    return (
      <div>
        <ScreenTitle>Email verification</ScreenTitle>
        <Spinner label="Verifying your email" showLabel />
      </div>
    );
  }
  if (state === 'invalid') {
    return (
      <div>
        <ScreenTitle>Email verification</ScreenTitle>
        <Text tone="default" role="status">
          {TOKEN_INVALID}
        </Text>
      </div>
    );
  }
  return (
    <div>
      <ScreenTitle>{EMAIL_VERIFIED}</ScreenTitle>
      <Button onPress={onContinue}>Continue</Button>
    </div>
  );
}
