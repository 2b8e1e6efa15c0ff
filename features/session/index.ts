// The signed-in viewer: the user, the company acted for and the role, handed down by `ViewerProvider`.
export { ViewerProvider, useViewer } from './Viewer.js';
export type { Viewer, ViewerCompany, ViewerProviderProps } from './Viewer.js';
export type { User, UserCompany, CompanySettingSummary } from './user.js';
export type { RoleId } from './roles.js';
