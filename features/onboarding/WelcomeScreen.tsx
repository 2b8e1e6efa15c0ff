import { styled } from 'styled-components';
import { Button, Heading, Inline, Stack, Surface } from 'spend-ui';
import {
  CREDIT_OPTIONS,
  CREDIT_OPTIONS_HEADING,
  GET_STARTED,
  KYB_EXPLANATION,
  LOGOUT,
  WELCOME_TITLE,
} from './messages.js';

export interface WelcomeScreenProps {
  /** The stored username the screen greets. */
  username: string | null | undefined;
  /** Opens the business-verification dialog. Without it the button is disabled and `unavailableReason` shows. */
  onGetStarted?: () => void;
  /** Why Get started cannot be used yet (shown under the button while it is disabled). */
  unavailableReason?: string;
  /** Signs out. */
  onLogout: () => void;
  /** The id of the screen's `<main>` (focusable, so an app's skip link can move focus to it). */
  mainId?: string;
}

const Page = styled.main`
  min-height: 100vh;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** The welcome screen of a user whose business form is not filled: KYB explanation, credit options, Get started. */
export function WelcomeScreen({ username, onGetStarted, unavailableReason, onLogout, mainId }: WelcomeScreenProps) {
  const disabled = !onGetStarted;
  return (
    <Page id={mainId} tabIndex={mainId ? -1 : undefined}>
      <Stack gap="lg" maxWidth="720px" centered>
        <Inline align="center" justify="between">
          <Heading level={1}>{WELCOME_TITLE(username)}</Heading>
          <Button variant="ghost" onPress={onLogout}>
            {LOGOUT}
          </Button>
        </Inline>
        <Surface as="section" padding="xl" shadow="sm" aria-labelledby="kyb-heading">
          <Heading level={2} id="kyb-heading">
            Verify your business
          </Heading>
          <p>{KYB_EXPLANATION}</p>
          <Button
            onPress={onGetStarted}
            isDisabled={disabled}
            aria-describedby={disabled ? 'get-started-hint' : undefined}
          >
            {GET_STARTED}
          </Button>
          {disabled && unavailableReason && <Hint id="get-started-hint">{unavailableReason}</Hint>}
        </Surface>
        <Surface as="section" padding="xl" shadow="sm" aria-labelledby="credit-heading">
          <Heading level={2} id="credit-heading">
            {CREDIT_OPTIONS_HEADING}
          </Heading>
          <ul>
            {CREDIT_OPTIONS.map((option) => (
              <li key={option}>{option}</li>
            ))}
          </ul>
        </Surface>
      </Stack>
    </Page>
  );
}
