import { useCallback, type ReactNode } from 'react';
import { styled } from 'styled-components';

// A wrapper that takes no room in the layout (`display: contents`), so a field that accepts no ref
// can still be found — and its input focused — by a submit with errors.
const Contents = styled.div`
  display: contents;
`;

export interface FieldAnchorProps {
  /** The binding's `anchorRef`. */
  anchorRef: (anchor: HTMLElement | null, target: (anchor: HTMLElement) => HTMLElement | null) => void;
  /** Finds the element that takes focus inside the wrapper (a module-level function, so the ref stays stable). */
  target: (anchor: HTMLElement) => HTMLElement | null;
  children: ReactNode;
}

/** Places a ref-less field in the form's focus order. */
export function FieldAnchor({ anchorRef, target, children }: FieldAnchorProps) {
  const ref = useCallback((anchor: HTMLDivElement | null) => anchorRef(anchor, target), [anchorRef, target]);
  return <Contents ref={ref}>{children}</Contents>;
}
