export { Link } from './Link.js';
export type { LinkProps, LinkVariant } from './Link.js';
