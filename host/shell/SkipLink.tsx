import type { MouseEvent } from 'react';
import { styled } from 'styled-components';

const Anchor = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: 1000;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  transform: translateY(-200%);
  &:focus {
    transform: none;
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const SKIP_LINK_TEXT = 'Skip to main content';

/**
 * The first focusable element of every screen: moves focus to the screen's `<main>`. The URL keeps no
 * fragment (the router would read it as a navigation), so the link focuses the landmark itself.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector<HTMLElement>('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <Anchor href="#main" onClick={skip}>
      {SKIP_LINK_TEXT}
    </Anchor>
  );
}
