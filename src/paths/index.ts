// The paths layer's public surface: what other layers may import.
export { probePathFolding, type PathFoldingProbe } from './folding-probe.js';
export { ALL_FOLDING, activeFolding, foldName, foldPath, foldPrefix, NO_FOLDING, type PathFolding } from './folding.js';
export { processTableReach } from './process-table.js';
export {
  type FileSystemView,
  type PathContext,
  absolutePath,
  cachedFileSystem,
  canonicalPath,
  emptyFileSystem,
  isWithin,
  lexicalPath,
  logicalPath,
  processDirectory,
  realFileSystem,
  startsWithPart,
} from './resolve.js';
