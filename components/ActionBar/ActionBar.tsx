import type { ReactNode, Ref } from 'react';
import { ActionBarRoot } from './ActionBar.styles.js';

/** Where the buttons sit: `end` (a form's or a drawer's, the default), `start`, or `between` (Back … Next). */
export type ActionBarJustify = 'start' | 'end' | 'between';

export interface ActionBarProps {
  /**
   * The buttons, in reading order: the way out (Cancel, Back) first, the main action last, so the main
   * action is the last one reached with Tab and sits at the end of the line.
   */
  children?: ReactNode;
  /** Where the buttons sit along the line. Default `end`. */
  justify?: ActionBarJustify;
  /** A name for the group, when a screen has more than one bar. */
  'aria-label'?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A form's, a dialog step's or a drawer's buttons: one order and one spacing everywhere. They wrap onto
 * a second line rather than overflow a narrow screen, and an empty bar takes no room.
 */
export function ActionBar({ children, justify = 'end', className, ref, ...aria }: ActionBarProps) {
  return (
    <ActionBarRoot ref={ref} className={className} $justify={justify} {...aria}>
      {children}
    </ActionBarRoot>
  );
}
