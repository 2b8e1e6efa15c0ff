// The public API of spend-ui (the design system). Every export is tree-shakeable.
export * from './theme/index.js';
export * from './Button/index.js';
export * from './TextField/index.js';
export * from './TextArea/index.js';
export * from './PasswordField/index.js';
export * from './NumberField/index.js';
export * from './MoneyField/index.js';
export * from './SearchField/index.js';
export * from './Checkbox/index.js';
export * from './Switch/index.js';
export * from './regionOptions/index.js';
export * from './ComboBox/index.js';
export * from './Select/index.js';
export * from './PhoneField/index.js';
