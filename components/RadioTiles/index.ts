export { RadioTiles } from './RadioTiles.js';
export type { RadioTilesProps, RadioTileOption } from './RadioTiles.js';
