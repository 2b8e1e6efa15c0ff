import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { SpaceToken } from '../theme/tokens.js';
import { StackRoot } from './Stack.styles.js';

/** The elements a stack can be: a plain group, a form, or a section or article of a page. */
export type StackElement = 'div' | 'form' | 'section' | 'article';

/** How the parts sit across the column. */
export type StackAlign = 'stretch' | 'start' | 'center' | 'end';

export type StackProps<E extends StackElement = 'div'> = {
  /** The element rendered. Default `div`; `form` for a form's fields one under another. */
  as?: E;
  /** The space between the parts, a step of the spacing scale. Default `md`. */
  gap?: SpaceToken;
  /** How the parts sit across the column: `stretch` (full width, the default), `start`, `center` or `end`. */
  align?: StackAlign;
  children?: ReactNode;
} & Omit<ComponentPropsWithRef<E>, 'as' | 'children'>;

/**
 * Parts one under another with one vertical rhythm: the gap is a step of the spacing scale, never a
 * margin on the parts. Every attribute of the element (a form's `onSubmit`, `noValidate`, `aria-label`)
 * passes through.
 */
export function Stack<E extends StackElement = 'div'>({ as, gap = 'md', align = 'stretch', ...rest }: StackProps<E>) {
  // The element's own attributes are typed by `E` above; the styled root is typed as the default `div`.
  const attributes = rest as ComponentPropsWithRef<'div'>;
  return <StackRoot as={as ?? 'div'} $gap={gap} $align={align} {...attributes} />;
}
