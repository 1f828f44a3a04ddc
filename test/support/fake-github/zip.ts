import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * Just enough of the zip format to read what `@actions/artifact` uploads (archiver output:
 * deflated or stored entries, data descriptors, sizes in the central directory) and to
 * write artifacts that tests seed. Zip64 archives are refused with a clear error: test
 * artifacts never need them.
 */

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const METHOD_STORED = 0;
const METHOD_DEFLATED = 8;
const UTF8_NAMES_FLAG = 0x0800;
// Seeded entries carry no meaningful time; the earliest valid DOS date keeps readers happy.
const DOS_DATE_1980_01_01 = (0 << 9) | (1 << 5) | 1;

// zlib.crc32 arrived in Node 20.15; Leash supports every Node 20, so the table is built here.
const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export class ZipFormatError extends Error {
  readonly code = 'ZIP_FORMAT';
  constructor(message: string) {
    super(message);
    this.name = 'ZipFormatError';
  }
}

function findEndOfCentralDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, at the very end.
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  for (let offset = zip.length - 22; offset >= earliest; offset--) {
    if (zip.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  throw new ZipFormatError(`expected an end-of-central-directory record in ${zip.length} bytes, found none`);
}

/** Unzips an archive into a map of entry path → bytes; directory entries are left out. */
export function readZipEntries(archive: Uint8Array): Map<string, Buffer> {
  const zip = Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
  const end = findEndOfCentralDirectory(zip);
  const entryCount = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (entryCount === 0xffff || directoryOffset === 0xffffffff) {
    throw new ZipFormatError('zip64 archives are not supported by the fake GitHub zip reader');
  }
  const entries = new Map<string, Buffer>();
  let cursor = directoryOffset;
  for (let index = 0; index < entryCount; index++) {
    if (zip.readUInt32LE(cursor) !== CENTRAL_DIRECTORY_HEADER) {
      throw new ZipFormatError(`expected central directory header ${index} at offset ${cursor}`);
    }
    const flags = zip.readUInt16LE(cursor + 8);
    const method = zip.readUInt16LE(cursor + 10);
    const expectedCrc = zip.readUInt32LE(cursor + 16);
    const compressedSize = zip.readUInt32LE(cursor + 20);
    const size = zip.readUInt32LE(cursor + 24);
    const nameLength = zip.readUInt16LE(cursor + 28);
    const extraLength = zip.readUInt16LE(cursor + 30);
    const commentLength = zip.readUInt16LE(cursor + 32);
    const localOffset = zip.readUInt32LE(cursor + 42);
    const nameBytes = zip.subarray(cursor + 46, cursor + 46 + nameLength);
    const name = nameBytes.toString((flags & UTF8_NAMES_FLAG) !== 0 ? 'utf8' : 'latin1');
    cursor += 46 + nameLength + extraLength + commentLength;
    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) {
      throw new ZipFormatError(`entry ${name} uses zip64 sizes, which the fake GitHub zip reader does not support`);
    }
    if (name.endsWith('/')) continue;
    if (zip.readUInt32LE(localOffset) !== LOCAL_FILE_HEADER) {
      throw new ZipFormatError(`expected a local file header for ${name} at offset ${localOffset}`);
    }
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const compressed = zip.subarray(dataStart, dataStart + compressedSize);
    let data: Buffer;
    if (method === METHOD_STORED) data = Buffer.from(compressed);
    else if (method === METHOD_DEFLATED) data = inflateRawSync(compressed);
    else throw new ZipFormatError(`entry ${name} uses compression method ${method}; expected 0 (stored) or 8 (deflate)`);
    if (data.length !== size) {
      throw new ZipFormatError(`entry ${name}: expected ${size} bytes, inflated ${data.length}`);
    }
    if (crc32(data) !== expectedCrc) {
      throw new ZipFormatError(`entry ${name}: CRC-32 does not match the central directory`);
    }
    entries.set(name, data);
  }
  return entries;
}

/** Writes a deflated zip of the given files (path → bytes), in the order given. */
export function writeZip(files: ReadonlyMap<string, Uint8Array> | Record<string, Uint8Array | string>): Buffer {
  const list: [string, Uint8Array][] =
    files instanceof Map ? [...files.entries()] : Object.entries(files).map(([path, value]) => [path, typeof value === 'string' ? Buffer.from(value) : value]);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [path, content] of list) {
    const name = Buffer.from(path, 'utf8');
    const compressed = deflateRawSync(content);
    const checksum = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_FILE_HEADER, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_NAMES_FLAG, 6);
    local.writeUInt16LE(METHOD_DEFLATED, 8);
    local.writeUInt16LE(DOS_DATE_1980_01_01, 12);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(content.byteLength, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_DIRECTORY_HEADER, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAMES_FLAG, 8);
    central.writeUInt16LE(METHOD_DEFLATED, 10);
    central.writeUInt16LE(DOS_DATE_1980_01_01, 14);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(content.byteLength, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(list.length, 8);
  end.writeUInt16LE(list.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
