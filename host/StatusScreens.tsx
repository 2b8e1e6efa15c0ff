import { Component, type ErrorInfo, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, Link, Spinner } from 'spend-ui';
import { PREPARING_MESSAGE, usePreparingStatus } from './shell/PreparingStatus.js';
import { useDocumentTitle } from './shell/useDocumentTitle.js';
import { MAIN_CONTENT_ID } from './shell/SkipLink.js';

const Centered = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
`;

const Alert = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;

/** Unknown paths: "404 NOTHING FOUND" with a link home. */
export function NotFound() {
  useDocumentTitle('404 NOTHING FOUND');
  return (
    <Centered id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Heading>404 NOTHING FOUND</Heading>
      <Link href="/" variant="standalone">
        Go to the home page
      </Link>
    </Centered>
  );
}

const InShell = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
  color: ${({ theme }) => theme.colors.text};
`;

const ShellHeading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

const Explanation = styled.p`
  margin: 0;
`;

export const NOT_AVAILABLE_TITLE = 'Not available for your role';

/**
 * A signed-in user who opens a page their role may not use (spec README, "Pages a role may not use"):
 * a short screen inside the shell with a link home. The page's own module is never loaded.
 */
export function NotAvailableForRole() {
  useDocumentTitle(NOT_AVAILABLE_TITLE);
  return (
    <InShell aria-labelledby="not-available-title">
      <ShellHeading id="not-available-title">{NOT_AVAILABLE_TITLE}</ShellHeading>
      <Explanation>Your role does not give access to this page. If you need it, ask your company admin.</Explanation>
      <Link href="/" variant="standalone">
        Go to the home page
      </Link>
    </InShell>
  );
}

const Preparing = styled(Centered)`
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

/**
 * Shown while the session check or a route's module loads. The app's one status region says the
 * message (see PreparingStatus), so the spinner's name is the only other place it is read.
 */
export function PreparingDashboard() {
  usePreparingStatus();
  return (
    <Preparing id={MAIN_CONTENT_ID} tabIndex={-1} aria-busy="true">
      <Spinner size="lg" label={PREPARING_MESSAGE} />
      <p aria-hidden="true">{PREPARING_MESSAGE}</p>
    </Preparing>
  );
}

/** The error fallback of the spec: "Sorry ... Something went wrong", try again later or contact support. */
export function ErrorFallback({ onRetry }: { onRetry?: () => void }) {
  return (
    <Centered id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Alert role="alert">
        <Heading>Sorry ... Something went wrong</Heading>
        <p>Please try again later or contact support.</p>
      </Alert>
      {onRetry && <Button onPress={onRetry}>Try again</Button>}
    </Centered>
  );
}

interface RouteErrorBoundaryState {
  error: Error | null;
}

/** One per route: a failing screen shows the error fallback instead of blanking the app. */
export class RouteErrorBoundary extends Component<{ children?: ReactNode }, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): RouteErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A route failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorFallback onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
