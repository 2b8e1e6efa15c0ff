export { ProgressBar } from './ProgressBar.js';
export type { ProgressBarProps, ProgressBarTone } from './ProgressBar.js';
export type { NormalizedProgress } from './progressValue.js';
