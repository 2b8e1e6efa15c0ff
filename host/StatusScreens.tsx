import { Component, type ErrorInfo, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, Link, LoadingScreen } from 'spend-ui';

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
  return (
    <Centered>
      <Heading>404 NOTHING FOUND</Heading>
      <Link href="/" variant="standalone">
        Go to the home page
      </Link>
    </Centered>
  );
}

/** Shown while the session check runs. */
export function PreparingDashboard() {
  return (
    <main>
      <LoadingScreen message="Preparing Your Dashboard" />
    </main>
  );
}

/** The error fallback of the spec: "Sorry ... Something went wrong", try again later or contact support. */
export function ErrorFallback({ onRetry }: { onRetry?: () => void }) {
  return (
    <Centered>
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
