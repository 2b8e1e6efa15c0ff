export { Skeleton, skeletonLineCount } from './Skeleton.js';
export type { SkeletonProps, SkeletonShapeKind } from './Skeleton.js';
