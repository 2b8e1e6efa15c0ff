export { Surface } from './Surface.js';
export type { SurfaceBackground, SurfaceElement, SurfaceProps, SurfaceShadow } from './Surface.js';
