import { useEffect, useRef, useState } from 'react';
import { Button, PasswordField, useToast } from 'spend-ui';
import { fieldErrorsMessage } from './api.js';
import { LOGIN_FAILED, REDIRECT_DELAY_MS, RESET_SUCCESS, TOKEN_INVALID } from './messages.js';
import { FormStack, ScreenTitle, StatusText } from './AuthScreen.styles.js';

export interface ResetPasswordScreenProps {
  /** Validates the link's token on load; rejects when it is invalid or expired. */
  validateToken: () => Promise<void>;
  /** Sets the new password; rejects with the client's error (400: field errors shown). */
  onSubmit: (password: string) => Promise<void>;
  /** Called 3 s after an invalid token or a successful reset (the host goes to /login). */
  onRedirect: () => void;
}

type ResetState = 'checking' | 'ready' | 'invalid' | 'done';

/** Reset password: the token is checked on load; one new password with show/hide, then Continue. */
export function ResetPasswordScreen({ validateToken, onSubmit, onRedirect }: ResetPasswordScreenProps) {
  const toast = useToast();
  const [state, setState] = useState<ResetState>('checking');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const validated = useRef(false);

  useEffect(() => {
    if (validated.current) return;
    validated.current = true;
    validateToken().then(
      () => setState('ready'),
      () => {
        toast.show({ tone: 'error', title: TOKEN_INVALID });
        setState('invalid');
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (state !== 'invalid' && state !== 'done') return;
    const timer = setTimeout(onRedirect, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, onRedirect]);

  async function submit() {
    setPending(true);
    try {
      await onSubmit(password);
      toast.show({ tone: 'success', title: RESET_SUCCESS });
      setState('done');
    } catch (error) {
      toast.show({ tone: 'error', title: fieldErrorsMessage(error) ?? LOGIN_FAILED });
    } finally {
      setPending(false);
    }
  }

  return (
    <div>
      <ScreenTitle>Reset password</ScreenTitle>
      {state === 'checking' && <StatusText role="status">Checking your link…</StatusText>}
      {state === 'invalid' && <StatusText role="status">{TOKEN_INVALID}</StatusText>}
      {state === 'done' && <StatusText role="status">{RESET_SUCCESS}</StatusText>}
      {state === 'ready' && (
        <FormStack
          aria-label="Reset password"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <PasswordField label="New password" autoComplete="new-password" value={password} onChange={setPassword} />
          <Button type="submit" fullWidth isPending={pending} pendingLabel="Saving">
            Continue
          </Button>
        </FormStack>
      )}
    </div>
  );
}
