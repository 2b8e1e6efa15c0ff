import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { EmailAddress } from 'spend-ui';
import { can, CompanySwitcher, type Capability } from 'spend-ui/features';
import { firstName } from '../../features/auth/model.js';
import { useLogout, useSession, useSessionStore } from '../session/index.js';

const Aside = styled.aside`
  height: 100%;
  min-height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceInverse};
  color: ${({ theme }) => theme.colors.onSurfaceInverse};
  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: 0;
    min-height: 100vh;
  }
`;

const Brand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Item = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.onSurfaceInverse};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.onSurfaceInverse};
    outline-offset: 2px;
  }
`;

const LogoutEntry = styled.button`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  width: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.onSurfaceInverse};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.onSurfaceInverse};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.onSurfaceInverse};
    outline-offset: 2px;
  }
`;

const Small = styled.span`
  max-width: 100%;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** A sidebar entry: where it leads, what it says, what the user must be allowed, and the page it shows. */
export interface SidebarLink {
  href: string;
  label: string;
  capability: Capability;
  page: string;
}

export interface SidebarProps {
  /** Every entry, in order (the route table's `sidebarLinks()`); the sidebar shows those the user may use. */
  links: readonly SidebarLink[];
  /** The page shown: its entry is marked current. */
  currentPage: string;
  onNavigate?: () => void;
}

/**
 * The sidebar: the entries the user's role may use (the one of `currentPage` marked current), the
 * company switcher for external users, Logout.
 */
export function Sidebar({ links: allLinks, currentPage, onNavigate }: SidebarProps) {
  const session = useSession();
  const store = useSessionStore();
  const logout = useLogout();
  const user = session.user;
  const links = allLinks.filter((link) => can(user, link.capability));
  return (
    <Aside aria-label="Sidebar">
      <Brand>Spend</Brand>
      <CompanySwitcher onSwitched={(fresh) => store.companySwitched(fresh)} />
      <nav aria-label="Main">
        <List>
          {links.map((link) => (
            <li key={link.href}>
              <Item to={link.href} onClick={onNavigate} aria-current={link.page === currentPage ? 'page' : undefined}>
                {link.label}
              </Item>
            </li>
          ))}
        </List>
      </nav>
      <LogoutEntry type="button" onClick={logout}>
        <span>Logout {firstName(user?.name ?? session.username)}</span>
        {user?.email && (
          <Small>
            <EmailAddress email={user.email} />
          </Small>
        )}
      </LogoutEntry>
    </Aside>
  );
}
