import { useEffect, useState } from 'react';
import { Button, Link, TextField, useToast } from 'spend-ui';
import { fieldErrorsMessage } from './api.js';
import { FORGOT_SUCCESS, LOGIN_FAILED, REDIRECT_DELAY_MS } from './messages.js';
import { normaliseEmail } from './model.js';
import { Footnote, FormStack, ScreenIntro, ScreenTitle, StatusText } from './AuthScreen.styles.js';

export interface ForgotPasswordScreenProps {
  /** Asks for the reset link; rejects with the client's error. */
  onSubmit: (email: string) => Promise<void>;
  /** Called 3 s after success (the host goes home). */
  onDone: () => void;
  /** Where "Back to login" leads. */
  loginHref?: string;
}

/** Forgot password: an e-mail, then Continue; success shows the message and goes home after 3 s. */
export function ForgotPasswordScreen({ onSubmit, onDone, loginHref = '/login' }: ForgotPasswordScreenProps) {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(onDone, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent, onDone]);

  async function submit() {
    setPending(true);
    try {
      await onSubmit(normaliseEmail(email));
      toast.show({ tone: 'success', title: FORGOT_SUCCESS });
      setSent(true);
    } catch (error) {
      toast.show({ tone: 'error', title: fieldErrorsMessage(error) ?? LOGIN_FAILED });
      setPending(false);
    }
  }

  return (
    <div>
      <ScreenTitle>Forgot password</ScreenTitle>
      <ScreenIntro>
        Enter the email address of your account and we will send you a link to reset your password.
      </ScreenIntro>
      {sent ? (
        <StatusText role="status">{FORGOT_SUCCESS}</StatusText>
      ) : (
        <FormStack
          aria-label="Forgot password"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} isRequired />
          <Button type="submit" fullWidth isPending={pending} pendingLabel="Sending">
            Continue
          </Button>
        </FormStack>
      )}
      <Footnote>
        <Link href={loginHref}>Back to login</Link>
      </Footnote>
    </div>
  );
}
