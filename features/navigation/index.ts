export {
  MemoryNavigationProvider,
  NavigationProvider,
  parseHref,
  useNavigation,
  useRouteParam,
  useSearchParam,
} from './NavigationProvider.js';
export type { MemoryNavigationProviderProps, Navigation, NavigationProviderProps } from './NavigationProvider.js';
