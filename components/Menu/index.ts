export { Menu } from './Menu.js';
export type { MenuProps } from './Menu.js';
export { MenuTrigger } from './MenuTrigger.js';
export type { MenuTriggerProps } from './MenuTrigger.js';
export type { MenuEntry, MenuItemData, MenuSectionData } from './menuItems.js';
