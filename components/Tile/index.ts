export { Tile } from './Tile.js';
export type { TileProps } from './Tile.js';
