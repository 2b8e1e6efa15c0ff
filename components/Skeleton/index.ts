export { Skeleton } from './Skeleton.js';
export type { SkeletonProps, SkeletonShapeKind } from './Skeleton.js';
