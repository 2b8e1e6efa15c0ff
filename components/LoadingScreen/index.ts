export { LoadingScreen } from './LoadingScreen.js';
export type { LoadingScreenProps } from './LoadingScreen.js';
