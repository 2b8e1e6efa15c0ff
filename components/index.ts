// The public API of spend-ui (the design system). Every export is tree-shakeable.
export * from './theme/index.js';
export * from './Button/index.js';
export * from './TextField/index.js';
export * from './Icon/index.js';
export * from './IconButton/index.js';
export * from './Link/index.js';
export * from './ToggleButton/index.js';
export * from './CopyButton/index.js';
export * from './Dialog/index.js';
export * from './AlertDialog/index.js';
export * from './Drawer/index.js';
export * from './Popover/index.js';
export * from './Tooltip/index.js';
export * from './Menu/index.js';
