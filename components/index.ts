// The public API of spend-ui (the design system). Every export is tree-shakeable.
export * from './theme/index.js';
export * from './Button/index.js';
export * from './TextField/index.js';
export * from './Toast/index.js';
export * from './InlineAlert/index.js';
export * from './Spinner/index.js';
export * from './LoadingScreen/index.js';
export * from './EmptyState/index.js';
export * from './ProgressBar/index.js';
export * from './Skeleton/index.js';
export * from './Badge/index.js';
