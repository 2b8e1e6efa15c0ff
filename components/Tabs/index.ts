export { Tabs } from './Tabs.js';
export type { TabsProps, TabItem } from './Tabs.js';
export type { Key as TabKey } from './tabFocus.js';
