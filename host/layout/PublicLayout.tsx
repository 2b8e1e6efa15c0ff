import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Link } from 'spend-ui';
import { MAIN_CONTENT_ID } from '../shell/SkipLink.js';

const Shell = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.lg} {
    grid-template-rows: none;
    grid-template-columns: minmax(320px, 40%) minmax(0, 1fr);
  }
`;

/** The side cover image: a band on top on small screens, a side panel from the large breakpoint. */
const Cover = styled.div`
  min-height: 120px;
  padding: ${({ theme }) => theme.space.xl};
  display: flex;
  align-items: flex-end;
  background:
    radial-gradient(circle at 20% 20%, ${({ theme }) => theme.colors.secondary} 0, transparent 45%),
    radial-gradient(circle at 80% 70%, ${({ theme }) => theme.colors.primaryHover} 0, transparent 50%),
    ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  ${({ theme }) => theme.media.lg} {
    min-height: 100vh;
    position: sticky;
    top: 0;
  }
`;

const Brand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Tagline = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Content = styled.main`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  }
`;

/** The screen's column; it may shrink below its content's widest line (reflow at 320 px). */
const Column = styled.div`
  width: 100%;
  min-width: 0;
  max-width: 480px;
`;

const HomeLink = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const AccountLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xl} 0 0;
`;

export interface PublicLayoutProps {
  children?: ReactNode;
  /** An open page seen signed in: a link back to the dashboard. */
  showHomeLink?: boolean;
  /** An open page seen signed out (the currency calculator): the ways in, to sign in or register. */
  showAccountLinks?: boolean;
}

/**
 * The signed-out and open pages: the cover image plus a content pane. On an open page (the currency
 * calculator, e-mail verification) a signed-in user gets a link back to the dashboard, a signed-out
 * visitor the links to sign in and to register (no dead end).
 */
export function PublicLayout({ children, showHomeLink = false, showAccountLinks = false }: PublicLayoutProps) {
  return (
    <Shell>
      <Cover aria-hidden="true">
        <div>
          <Brand>Spend</Brand>
          <Tagline>Company cards, payments and spend in one dashboard.</Tagline>
        </div>
      </Cover>
      <Content id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Column>
          {showHomeLink && (
            <HomeLink>
              <Link href="/" variant="standalone">
                Go to the dashboard
              </Link>
            </HomeLink>
          )}
          {children}
          {showAccountLinks && (
            <AccountLinks>
              <Link href="/login" variant="standalone">
                Sign in
              </Link>
              <Link href="/register" variant="standalone">
                Register
              </Link>
            </AccountLinks>
          )}
        </Column>
      </Content>
    </Shell>
  );
}
