// The yaml layer's public surface: what other layers may import.
export { InputFileError, checkInputTextSize, readInputFile } from './input-file.js';
export {
  type PathSegment,
  type YamlSource,
  describeValue,
  errorPath,
  findPair,
  locate,
  locatePath,
  nodeAt,
  pairAt,
  parseYamlSource,
  pickSchemaError,
  typeWords,
  valueAt,
} from './source.js';
