import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSessionStore } from '../session/index.js';
import { NotificationsButton } from './NotificationsDrawer.js';

const Bar = styled.header`
  grid-area: top;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

const Spacer = styled.div`
  flex: 1;
`;

const BarButton = styled.button`
  font: inherit;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const MenuButton = styled(BarButton)`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

/** The top bar: the menu button on small screens, notifications and the top-right logout. */
export function TopBar({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  const store = useSessionStore();
  const navigate = useNavigate();
  return (
    <Bar>
      <MenuButton type="button" aria-expanded={menuOpen} aria-controls="sidebar-navigation" onClick={onToggleMenu}>
        Menu
      </MenuButton>
      <Spacer />
      <NotificationsButton />
      <BarButton
        type="button"
        onClick={() => {
          store.logout();
          void navigate('/login');
        }}
      >
        Logout
      </BarButton>
    </Bar>
  );
}
