export { createSkeletonIndexer, SKELETON_MAX_BYTES } from './skeleton.js';
export type { SkeletonIndexer, SkeletonIndexerOptions } from './skeleton.js';
export { skeletonLanguageOf } from './languages.js';
export { formatRange } from './render.js';
export type { SectionKind, Skeleton, SkeletonItem, SkeletonLanguage, SkeletonRefusalCode, SkeletonResult, SkeletonSection } from './types.js';
