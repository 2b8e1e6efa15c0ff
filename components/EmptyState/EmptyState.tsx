import type { ReactNode, Ref } from 'react';
import {
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateRoot,
  EmptyStateTitle,
} from './EmptyState.styles.js';

export type EmptyStateHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface EmptyStateProps {
  /** What is empty, such as "No transactions yet". Rendered as a heading. */
  title: ReactNode;
  /** Why it is empty or what to do next. */
  description?: ReactNode;
  /** What the user can do about it, such as a Button that creates the first item. */
  action?: ReactNode;
  /** A decorative illustration or icon (hidden from assistive technology). */
  icon?: ReactNode;
  /** Heading level of the title, to fit the page outline. Default 2. */
  headingLevel?: EmptyStateHeadingLevel;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** What a list, table or page shows when it has nothing to show yet. */
export function EmptyState({ title, description, action, icon, headingLevel = 2, className, ref }: EmptyStateProps) {
  return (
    <EmptyStateRoot ref={ref} className={className}>
      {icon != null && <EmptyStateIcon aria-hidden="true">{icon}</EmptyStateIcon>}
      <EmptyStateTitle as={`h${headingLevel}`}>{title}</EmptyStateTitle>
      {description != null && <EmptyStateDescription>{description}</EmptyStateDescription>}
      {action != null && <EmptyStateActions>{action}</EmptyStateActions>}
    </EmptyStateRoot>
  );
}
