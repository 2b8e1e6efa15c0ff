export { Icon } from './Icon.js';
export type { IconProps, IconSize } from './Icon.js';
