// Organisation settings: the Settings page, its Organization Setup tab, the company setting's data and rules.
export { SettingsPage } from './SettingsPage.js';
export type { SettingsPageProps } from './SettingsPage.js';
export { OrganizationSetupPanel } from './OrganizationSetupPanel.js';
export { useCompanySetting, useSaveSettings } from './api.js';
export type { CompanySetting, SettingsPatch } from './model.js';
