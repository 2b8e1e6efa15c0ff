import { useEffect, type Ref } from 'react';
import { announce } from '../internal/announce.js';
import { Spinner } from '../Spinner/Spinner.js';
import { LoadingScreenMessage, LoadingScreenRoot } from './LoadingScreen.styles.js';

export interface LoadingScreenProps {
  /** What the user is waiting for, shown under the spinner and announced once. Default "Loading". */
  message?: string;
  /**
   * `fullPage` fills the viewport (while a session or an app shell loads); `contained` fills
   * only its container (a panel or a drawer body).
   */
  variant?: 'fullPage' | 'contained';
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A page-sized loading state: a large spinner named by the visible message. The container is
 * `aria-busy`, and the message is announced politely when the screen appears.
 */
export function LoadingScreen({ message = 'Loading', variant = 'fullPage', className, ref }: LoadingScreenProps) {
  useEffect(() => {
    announce(message, 'polite');
  }, [message]);
  return (
    <LoadingScreenRoot ref={ref} className={className} data-variant={variant} aria-busy="true">
      <Spinner size="lg" label={message} />
      {/* The spinner carries the message as its name; the visible copy is not read twice. */}
      <LoadingScreenMessage aria-hidden="true">{message}</LoadingScreenMessage>
    </LoadingScreenRoot>
  );
}
