import type { ReactNode, Ref } from 'react';
import { Icon } from '../Icon/Icon.js';
import { DismissButton } from '../internal/DismissButton.js';
import { feedbackToneIcons } from '../internal/toneIcons.js';
import type { FeedbackTone } from '../internal/tones.js';
import {
  InlineAlertActions,
  InlineAlertBody,
  InlineAlertIcon,
  InlineAlertRoot,
  InlineAlertTitle,
} from './InlineAlert.styles.js';

export type InlineAlertTone = FeedbackTone;

export interface InlineAlertProps {
  /** Colour and icon: `success`, `error`, `warning` or `info`. Default `info`. */
  tone?: InlineAlertTone;
  /** Short summary shown in bold above the body. */
  title?: ReactNode;
  /** The message itself. */
  children?: ReactNode;
  /** Controls for what the user can do about it, such as a Button or Link. */
  action?: ReactNode;
  /**
   * Interrupts the screen reader (`role="alert"`). Use only for something the user must act on
   * now, such as a failed submission. Otherwise the banner is a polite `role="status"`.
   */
  isUrgent?: boolean;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  /** Accessible name of the close button. Default "Dismiss". */
  dismissLabel?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** A banner inside the page that reports a state or an outcome, with an optional action. */
export function InlineAlert({
  tone = 'info',
  title,
  children,
  action,
  isUrgent = false,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
  ref,
}: InlineAlertProps) {
  return (
    <InlineAlertRoot ref={ref} className={className} role={isUrgent ? 'alert' : 'status'} $tone={tone} data-tone={tone}>
      <InlineAlertIcon $tone={tone} aria-hidden="true">
        <Icon icon={feedbackToneIcons[tone]} size="lg" />
      </InlineAlertIcon>
      <InlineAlertBody>
        {title != null && <InlineAlertTitle $tone={tone}>{title}</InlineAlertTitle>}
        {children != null && <div>{children}</div>}
        {action != null && <InlineAlertActions>{action}</InlineAlertActions>}
      </InlineAlertBody>
      {onDismiss && <DismissButton aria-label={dismissLabel} onPress={onDismiss} />}
    </InlineAlertRoot>
  );
}
