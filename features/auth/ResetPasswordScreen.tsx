import { useEffect, useRef, useState } from 'react';
import { Button, PasswordField, Stack, Text } from 'spend-ui';
import { useApiAction } from '../api/index.js';
import { useTextForm } from '../forms/useTextForm.js';
import { confirmPasswordReset, validateResetToken } from './api.js';
import { RESET_FAILURE } from './failures.js';
import { passwordProblem } from './model.js';
import { REDIRECT_DELAY_MS, RESET_SUCCESS, TOKEN_INVALID } from './messages.js';
import { ScreenTitle } from './AuthScreen.styles.js';

export interface ResetPasswordScreenProps {
  /** The token of the reset link (checked on load). */
  token: string;
  /** Called 3 s after an invalid token or a successful reset (the host goes to /login). */
  onRedirect: () => void;
}

type ResetState = 'checking' | 'ready' | 'invalid' | 'done';

/** Reset password: the token is checked on load; one new password with show/hide, then Continue. */
export function ResetPasswordScreen({ token, onRedirect }: ResetPasswordScreenProps) {
  const [state, setState] = useState<ResetState>('checking');
  const { run: checkToken } = useApiAction(validateResetToken, {
    failure: { fallback: TOKEN_INVALID },
    onSuccess: () => setState('ready'),
    onFailure: () => setState('invalid'),
  });
  // The token checked, once (StrictMode's second effect or a new client asks nothing again).
  const checked = useRef<string | null>(null);
  const reset = useApiAction((apiClient, password: string) => confirmPasswordReset(apiClient, token, password), {
    success: RESET_SUCCESS,
    failure: RESET_FAILURE,
    onSuccess: () => setState('done'),
  });
  const form = useTextForm({
    defaultValues: { password: '' },
    rules: { password: passwordProblem },
    onValid: ({ password }) => reset.run(password),
  });

  useEffect(() => {
    if (checked.current === token) return;
    checked.current = token;
    void checkToken(token);
  }, [checkToken, token]);

  useEffect(() => {
    if (state !== 'invalid' && state !== 'done') return;
    const timer = setTimeout(onRedirect, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, onRedirect]);

  return (
    <div>
      <ScreenTitle>Reset password</ScreenTitle>
      {state === 'checking' && (
        <Text tone="default" role="status">
          Checking your link…
        </Text>
      )}
      {state === 'invalid' && (
        <Text tone="default" role="status">
          {TOKEN_INVALID}
        </Text>
      )}
      {state === 'done' && (
        <Text tone="default" role="status">
          {RESET_SUCCESS}
        </Text>
      )}
      {state === 'ready' && (
        <Stack as="form" gap="lg" aria-label="Reset password" noValidate onSubmit={form.submit}>
          <PasswordField {...form.bind('password')} label="New password" autoComplete="new-password" />
          <Button type="submit" fullWidth isPending={reset.pending} pendingLabel="Saving">
            Continue
          </Button>
        </Stack>
      )}
    </div>
  );
}
