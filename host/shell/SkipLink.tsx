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

/** The id of the screen's `<main>` (focusable with tabIndex -1), the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

export const SKIP_LINK_TEXT = 'Skip to main content';

/**
 * The first focusable element of every screen: moves focus to the screen's `<main>`. The URL keeps no
 * fragment (the router would read it as a navigation), so the link focuses the landmark itself.
 * A `<main>` of a feature screen without the id is found as the first `<main>`.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector<HTMLElement>('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <Anchor href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {SKIP_LINK_TEXT}
    </Anchor>
  );
}
