// Team members: the team grid with the Active toggle, the Member Details drawer, invite and update.
export * from './model.js';
export * from './memberForm.js';
export * from './api.js';
export * from './TeamPage.js';
export * from './MemberDrawer.js';
