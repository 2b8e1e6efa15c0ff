// Team members: the team grid with the Active toggle, the Member Details drawer, invite and update.
export { TeamPage } from './TeamPage.js';
export { MemberDrawer } from './MemberDrawer.js';
export type { MemberDrawerProps } from './MemberDrawer.js';
export { useTeamMembers, useTeamMember, useInviteMember, useUpdateMember, useSetMemberActive } from './api.js';
export type { Member } from './model.js';
export type { MemberPayload } from './memberForm.js';
