export { Drawer } from './Drawer.js';
export type { DrawerProps } from './Drawer.js';
