export { CountdownRing } from './CountdownRing.js';
export type { CountdownRingProps } from './CountdownRing.js';
export { useCountdown } from './useCountdown.js';
export type { UseCountdownOptions } from './useCountdown.js';
