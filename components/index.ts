// The public API of spend-ui (the design system). Every export is tree-shakeable.
export * from './theme/index.js';
export * from './Button/index.js';
export * from './TextField/index.js';
export * from './dates/index.js';
export * from './Calendar/index.js';
export * from './DatePicker/index.js';
export * from './DateRangePicker/index.js';
export * from './TimeField/index.js';
export * from './DateTimePicker/index.js';
export * from './Tabs/index.js';
export * from './Accordion/index.js';
export * from './Tile/index.js';
export * from './RadioTiles/index.js';
export * from './CheckboxGroup/index.js';
export * from './FileUpload/index.js';
export * from './FilePreview/index.js';
export * from './MultiComboBox/index.js';
