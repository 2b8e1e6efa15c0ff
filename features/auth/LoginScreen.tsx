import { styled } from 'styled-components';
import { Button, EmailAddress, InlineAlert, Link, PasswordField, TextField, Stack, Inline } from 'spend-ui';
import { useApiAction } from '../api/index.js';
import { useTextForm } from '../forms/useTextForm.js';
import { LOGIN_FAILURE } from './failures.js';
import { SESSION_ENDED } from './messages.js';
import { requiredProblem, type LoginForm } from './signInForms.js';
import { useSignIn, type CodeStep } from './SignIn.js';
import { Footnote, ScreenTitle } from './AuthScreen.styles.js';

/** A demo account offered on the login screen in demo mode. */
export interface DemoAccountOption {
  email: string;
  password: string;
  /** Role number and name, or the onboarding state. */
  who: string;
  description?: string;
}

export interface LoginScreenProps {
  /**
   * The login needs a one-time code: the app shows the two-step or the phone-verification screen. A
   * login with a token goes to the `SignInProvider`'s `onSignedIn`.
   */
  onCodeRequired: (step: CodeStep) => void;
  /** Where "Forgot password?" leads. */
  forgotPasswordHref?: string;
  /** Where the sign-up link leads. */
  registerHref?: string;
  /** Demo mode only: accounts the user can fill in with one press. */
  demoAccounts?: DemoAccountOption[];
  /** The server ended the user's session (a 401 or 403 sent them here): a polite notice says so. */
  sessionEnded?: boolean;
}

const DemoSection = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

const DemoHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

const DemoItem = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** Who the account is: takes the room the button leaves. */
const DemoWho = styled.span`
  flex: 1;
  min-width: 0;
`;

/** The "Use" button keeps its word on one line. */
const UseButton = styled(Button)`
  flex: none;
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The login screen: e-mail, password with show/hide, links to reset and sign up. Both fields are required;
 * everything else, the e-mail's format included, is the server's to judge (README ruling "Login validation").
 */
export function LoginScreen({
  onCodeRequired,
  forgotPasswordHref = '/forgot-password',
  registerHref = '/register',
  demoAccounts,
  sessionEnded = false,
}: LoginScreenProps) {
  const signIn = useSignIn();
  const login = useApiAction((_client, { email, password }: LoginForm) => signIn.login(email, password), {
    failure: LOGIN_FAILURE,
    onSuccess: (outcome) => {
      if (outcome !== 'signed-in') onCodeRequired(outcome);
    },
  });
  const form = useTextForm<keyof LoginForm>({
    defaultValues: { email: '', password: '' },
    rules: { email: requiredProblem, password: requiredProblem },
    onValid: (values) => login.run(values),
  });

  return (
    <div>
      <ScreenTitle>Login</ScreenTitle>
      {sessionEnded && <InlineAlert>{SESSION_ENDED}</InlineAlert>}
      <Stack as="form" gap="lg" aria-label="Login" noValidate onSubmit={form.submit}>
        <TextField {...form.bind('email')} label="Email" type="email" autoComplete="username" />
        <PasswordField {...form.bind('password')} label="Password" autoComplete="current-password" />
        <Inline align="center" justify="between">
          <Link href={forgotPasswordHref}>Forgot password?</Link>
        </Inline>
        <Button type="submit" fullWidth isPending={login.pending} pendingLabel="Signing in">
          Login
        </Button>
      </Stack>
      <Footnote>
        Don&apos;t have an account? <Link href={registerHref}>Register here</Link>
      </Footnote>
      {demoAccounts && demoAccounts.length > 0 && (
        <DemoSection aria-labelledby="demo-accounts-heading">
          <DemoHeading id="demo-accounts-heading">Demo accounts</DemoHeading>
          <Stack as="ul" gap="sm">
            {demoAccounts.map((account) => (
              <DemoItem key={account.email}>
                <DemoWho>
                  <strong>{account.who}</strong>
                  <Muted>
                    <EmailAddress email={account.email} />
                  </Muted>
                </DemoWho>
                <UseButton
                  variant="secondary"
                  size="sm"
                  aria-label={`Use ${account.email}`}
                  onPress={() => {
                    form.setValue('email', account.email);
                    form.setValue('password', account.password);
                  }}
                >
                  Use
                </UseButton>
              </DemoItem>
            ))}
          </Stack>
        </DemoSection>
      )}
    </div>
  );
}
