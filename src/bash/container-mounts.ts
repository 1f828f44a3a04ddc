// The host paths a container run binds into the container: `-v SRC:DST[:OPTS]` and
// `--mount type=bind,source=SRC,target=DST[,readonly]` (docker, podman, compose). A named or
// anonymous volume binds no host path. What the container may do there is what the mount allows:
// read and write, or only read with `ro`.

import { parse } from 'csv-parse/sync';

/** A host path is one that starts as a path does; anything else before the colon names a volume. */
function isHostPath(source: string): boolean {
  return source.startsWith('/') || source.startsWith('.') || source.startsWith('~');
}

/**
 * The host path `-v` binds: undefined when it binds none (a volume), null when that is not known
 * (`-v "$SRC":/x`). `known` says whether `text` is the whole value or only its static start.
 */
export function bindSource(text: string, known: boolean): string | null | undefined {
  const colon = text.indexOf(':');
  if (colon < 0) return known ? undefined : null;
  const source = text.slice(0, colon);
  if (!isHostPath(source)) return source === '' ? null : undefined;
  return known ? source : null;
}

/**
 * The `KEY=VALUE` fields of docker's comma lists (`--mount`, `--secret`, `--output`,
 * `--cache-to`), as docker reads them: one CSV record whose fields may be quoted (`"src=.env"`,
 * with `""` for a quote), each key in lower case, since docker lowercases it (`SRC=` is `src=`).
 * Null when the text is no CSV record (`src="a,b"`, a bare quote): docker refuses it, and what
 * it would bind is not known.
 */
export function csvFields(text: string): { key: string; value: string }[] | null {
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, skip_empty_lines: false });
  } catch {
    return null;
  }
  if (records.length !== 1) return records.length === 0 ? [{ key: '', value: '' }] : null;
  return records[0]!.map((field) => {
    const eq = field.indexOf('=');
    return eq < 0 ? { key: field.toLowerCase(), value: '' } : { key: field.slice(0, eq).toLowerCase(), value: field.slice(eq + 1) };
  });
}

/** The value of the first field of `keys`, or undefined. */
export function csvValue(fields: readonly { key: string; value: string }[] | null, ...keys: string[]): string | null | undefined {
  if (fields === null) return null;
  return fields.find((field) => keys.includes(field.key))?.value;
}

/** The host path `--mount` binds, in the same terms. */
export function mountSource(text: string, known: boolean): string | null | undefined {
  const fields = csvFields(text);
  if (fields === null) return null;
  const type = csvValue(fields, 'type')?.toLowerCase();
  if (type !== undefined && type !== 'bind') return undefined;
  if (!known) return null;
  // With no type, a mount is a volume.
  if (type === undefined) return undefined;
  return csvValue(fields, 'source', 'src');
}

/** The mount only reads: `-v a:b:ro`, `--mount …,readonly`. */
export function readOnlyMount(form: 'bind' | 'mount', text: string): boolean {
  if (form === 'bind') {
    const options = text.split(':')[2];
    return options !== undefined && options.split(',').some((option) => option === 'ro' || option === 'readonly');
  }
  return (csvFields(text) ?? []).some((field) => (field.key === 'ro' || field.key === 'readonly') && /^(?:|true|1)$/.test(field.value));
}
