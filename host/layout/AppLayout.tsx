import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Sidebar } from './Sidebar.js';
import { TopBar } from './TopBar.js';

const Shell = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: 1fr;
  grid-template-rows: auto auto 1fr;
  grid-template-areas: 'top' 'side' 'main';
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 248px 1fr;
    grid-template-rows: auto 1fr;
    grid-template-areas: 'side top' 'side main';
  }
`;

const SidebarArea = styled.div`
  grid-area: side;
  display: none;
  &[data-open] {
    display: block;
  }
  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

const Main = styled.main`
  grid-area: main;
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

/** The signed-in frame: sidebar (a menu below the medium breakpoint), top bar and the page. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Shell>
      <TopBar menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <SidebarArea id="sidebar-navigation" data-open={menuOpen || undefined}>
        <Sidebar onNavigate={() => setMenuOpen(false)} />
      </SidebarArea>
      <Main>{children}</Main>
    </Shell>
  );
}
