import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { Sidebar, type SidebarLink } from './Sidebar.js';
import { TopBar } from './TopBar.js';
import { MAIN_CONTENT_ID } from '../shell/SkipLink.js';

const Shell = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: auto auto 1fr;
  grid-template-areas: 'top' 'side' 'main';
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 248px minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'side top' 'side main';
  }
`;

/** Below the medium breakpoint the sidebar opens over the page, under the top bar, not pushing it down. */
const SidebarArea = styled.div`
  grid-area: side;
  position: relative;
  z-index: 10;
  height: 0;
  > div {
    display: none;
    position: absolute;
    inset: 0 0 auto 0;
    max-height: calc(100vh - 3.5rem);
    overflow-y: auto;
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
  &[data-open] > div {
    display: block;
  }
  ${({ theme }) => theme.media.md} {
    height: auto;
    > div {
      display: block;
      position: static;
      max-height: none;
      overflow: visible;
      box-shadow: none;
      height: 100%;
    }
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

export interface AppLayoutProps {
  /** The page's name in the route table: its sidebar entry shows as current. */
  page: string;
  /** The sidebar's entries (the route table's `sidebarLinks()`: the layout does not import the table that loads it). */
  links: readonly SidebarLink[];
  children?: ReactNode;
}

/**
 * The signed-in frame: sidebar, top bar and the page. Below the medium breakpoint the sidebar is a
 * disclosure (APG) behind the top bar's menu button: Escape and a navigation close it, and Escape
 * gives focus back to the button.
 */
export function AppLayout({ page, links, children }: AppLayoutProps) {
  const { pathname } = useLocation();
  // Open on the path it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  return (
    <Shell>
      <TopBar menuOpen={menuOpen} menuButtonRef={menuButton} onToggleMenu={() => setMenuOpen(!menuOpen)} />
      <SidebarArea id="sidebar-navigation" data-open={menuOpen || undefined}>
        <div>
          <Sidebar links={links} currentPage={page} onNavigate={() => setMenuOpen(false)} />
        </div>
      </SidebarArea>
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
    </Shell>
  );
}
