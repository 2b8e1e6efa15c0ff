// Organisation settings: the Settings page, its Organization Setup tab, the company setting's data and rules.
export * from './model.js';
export * from './api.js';
export * from './SettingsPage.js';
export * from './OrganizationSetupPanel.js';
