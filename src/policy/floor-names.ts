// The floor names a policy may lift under `floors.lift`: read from the floor tables, so a floor
// added to a table can be lifted with no change here.
import { floors as bashFloors } from '../bash/index.js';
import { WRITE_FLOOR_NAMES } from './write-floors.js';

let names: readonly string[] | undefined;

/** Every built-in floor's name, in table order, each once. */
export function knownFloorNames(): readonly string[] {
  names ??= [...new Set([...bashFloors.map((floor) => floor.name), ...WRITE_FLOOR_NAMES])];
  return names;
}
