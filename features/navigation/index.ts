export { NavigationProvider, MemoryNavigationProvider, useNavigation } from './NavigationProvider.js';
export type { Navigation, NavigationProviderProps, MemoryNavigationProviderProps } from './NavigationProvider.js';
