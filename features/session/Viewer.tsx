import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { effectiveRole, type RoleId } from './roles.js';
import type { CompanySettingSummary, User } from './user.js';

/** The company the viewer acts for: the selected one of an external user's companies, else their own. */
export interface ViewerCompany {
  id: number | null;
  name: string | null;
  setting: CompanySettingSummary | null;
}

/** Who is looking at the screens: the signed-in user, the company they act for and their effective role. */
export interface Viewer {
  user: User;
  company: ViewerCompany;
  /** The role that decides what they may see and do (`effectiveRole`: least privilege for unknown roles). */
  role: RoleId;
}

/** The viewer of a signed-in user's answer (sign-in or `GET /auth/user`). */
export function viewerOf(user: User): Viewer {
  const selected = user.user_companies?.find((company) => company.selected);
  return {
    user,
    company: {
      id: selected?.id ?? null,
      name: selected?.company_name ?? null,
      setting: user.company_setting ?? null,
    },
    role: effectiveRole(user),
  };
}

const ViewerContext = createContext<Viewer | null>(null);

export interface ViewerProviderProps {
  /** The signed-in user as the API answered it; the viewer is derived from it. */
  user: User;
  children?: ReactNode;
}

/**
 * Hands the signed-in viewer to the feature widgets below. The app fills it from its session (as it
 * fills `NavigationProvider` from its router); stories fill it with a demo user.
 */
export function ViewerProvider({ user, children }: ViewerProviderProps) {
  const viewer = useMemo(() => viewerOf(user), [user]);
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

/** The signed-in viewer. Widgets that act for someone are mounted only under a `ViewerProvider`. */
export function useViewer(): Viewer {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error('useViewer must be used inside <ViewerProvider> (a signed-in screen).');
  return viewer;
}
