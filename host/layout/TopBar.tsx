import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button } from 'spend-ui';
import { useLogout } from '../session/index.js';
import { NotificationsButton } from './NotificationsDrawer.js';

const Bar = styled.header`
  grid-area: top;
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  }
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

const Spacer = styled.div`
  flex: 1;
`;

const MenuToggle = styled.span`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

/** The user's own page (spec README ruling: everyone has /user-profile, reached from the user menu). */
const ProfileLink = styled(Link)`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs}`};
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const PROFILE_LINK_LABEL = 'Profile';
export const MENU_OPEN_LABEL = 'Menu';
export const MENU_CLOSE_LABEL = 'Close menu';

/**
 * The top bar: the menu button on small screens, notifications, the profile link and the top-right logout,
 * one button style; one row from 375 px (tighter gaps and padding below the md breakpoint).
 */
export function TopBar({
  menuOpen,
  menuButtonRef,
  onToggleMenu,
}: {
  menuOpen: boolean;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  onToggleMenu: () => void;
}) {
  const logout = useLogout();
  return (
    <Bar>
      <MenuToggle>
        <Button
          ref={menuButtonRef}
          variant="secondary"
          size="sm"
          aria-expanded={menuOpen}
          aria-controls="sidebar-navigation"
          onPress={onToggleMenu}
        >
          {menuOpen ? MENU_CLOSE_LABEL : MENU_OPEN_LABEL}
        </Button>
      </MenuToggle>
      <Spacer />
      <NotificationsButton />
      <ProfileLink to="/user-profile">{PROFILE_LINK_LABEL}</ProfileLink>
      <Button variant="secondary" size="sm" onPress={logout}>
        Logout
      </Button>
    </Bar>
  );
}
