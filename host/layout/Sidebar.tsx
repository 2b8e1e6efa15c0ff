import { Link, useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { EmailAddress } from 'spend-ui';
import { can, firstName, SIDEBAR_LINKS } from 'spend-ui/features';
import { useSession, useSessionStore } from '../session/index.js';
import { CompanySwitcher } from './CompanySwitcher.js';

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

/** The sidebar: the links the user's role may use, the company switcher for external users, Logout. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const store = useSessionStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = session.user;
  const links = SIDEBAR_LINKS.filter((link) => can(user, link.capability));
  return (
    <Aside aria-label="Sidebar">
      <Brand>Spend</Brand>
      {user && can(user, 'company.switch') && <CompanySwitcher user={user} />}
      <nav aria-label="Main">
        <List>
          {links.map((link) => (
            <li key={link.href}>
              <Item
                to={link.href}
                onClick={onNavigate}
                aria-current={
                  pathname === link.href || (link.href === '/transactions' && pathname === '/') ? 'page' : undefined
                }
              >
                {link.label}
              </Item>
            </li>
          ))}
        </List>
      </nav>
      <LogoutEntry
        type="button"
        onClick={() => {
          store.logout();
          void navigate('/');
        }}
      >
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
