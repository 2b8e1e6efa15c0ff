import { useEffect, useState } from 'react';
import { Button, Link, Stack, Text, TextField } from 'spend-ui';
import { useApiAction } from '../api/index.js';
import { useTextForm } from '../forms/useTextForm.js';
import { requestPasswordReset } from './api.js';
import { FORGOT_FAILURE } from './failures.js';
import { FORGOT_SUCCESS, REDIRECT_DELAY_MS } from './messages.js';
import { emailProblem, type ForgotPasswordForm } from './signInForms.js';
import { normaliseEmail } from './model.js';
import { Footnote, ScreenIntro, ScreenTitle } from './AuthScreen.styles.js';

export interface ForgotPasswordScreenProps {
  /** Called 3 s after success (the host goes home). */
  onDone: () => void;
  /** Where "Back to login" leads. */
  loginHref?: string;
}

/** Forgot password: an e-mail, then Continue; success shows the message and goes home after 3 s. */
export function ForgotPasswordScreen({ onDone, loginHref = '/login' }: ForgotPasswordScreenProps) {
  const [sent, setSent] = useState(false);
  const request = useApiAction((client, email: string) => requestPasswordReset(client, normaliseEmail(email)), {
    success: FORGOT_SUCCESS,
    failure: FORGOT_FAILURE,
    onSuccess: () => setSent(true),
  });
  const form = useTextForm<keyof ForgotPasswordForm>({
    defaultValues: { email: '' },
    rules: { email: emailProblem },
    onValid: ({ email }) => request.run(email),
  });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(onDone, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent, onDone]);

  return (
    <div>
      <ScreenTitle>Forgot password</ScreenTitle>
      <ScreenIntro>
        Enter the email address of your account and we will send you a link to reset your password.
      </ScreenIntro>
      {sent ? (
        <Text tone="default" role="status">
          {FORGOT_SUCCESS}
        </Text>
      ) : (
        <Stack as="form" gap="lg" aria-label="Forgot password" noValidate onSubmit={form.submit}>
          <TextField {...form.bind('email')} label="Email" type="email" autoComplete="email" isRequired />
          <Button type="submit" fullWidth isPending={request.pending} pendingLabel="Sending">
            Continue
          </Button>
        </Stack>
      )}
      <Footnote>
        <Link href={loginHref}>Back to login</Link>
      </Footnote>
    </div>
  );
}
