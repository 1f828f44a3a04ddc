// The paths layer's public surface: what other layers may import.
export { processTableReach, processTableReason } from './process-table.js';
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
