// The signed-in viewer: the user, the company acted for and the role, handed down by `ViewerProvider`.
export { ROLE_IDS, isAwaitingRole, roleName } from './roles.js';
export type { RoleId } from './roles.js';
export type { CompanySettingSummary, User, UserCompany } from './user.js';
export { ViewerProvider, useViewer, viewerOf } from './Viewer.js';
export type { Viewer, ViewerCompany, ViewerProviderProps } from './Viewer.js';
