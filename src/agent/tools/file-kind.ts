// Is a file text the model can read? A NUL byte or invalid UTF-8 in the first 8 KiB says
// no (as git and ripgrep decide); the leading bytes then name the format for the message.
import { open } from 'node:fs/promises';
import signatureTable from './file-signatures.json' with { type: 'json' };

/** How much of a file is sniffed to tell text from binary. */
export const SNIFF_BYTES = 8192;

const SIGNATURES = signatureTable.signatures.map((entry) => ({
  bytes: Buffer.from(entry.hex, 'hex'),
  offset: 'offset' in entry && typeof entry.offset === 'number' ? entry.offset : 0,
  type: entry.type,
}));

export type BinaryVerdict = { binary: false } | { binary: true; type: string };

/** Decides from the first bytes of a file (up to `SNIFF_BYTES`); a text file is never named by its signature. */
export function classifyLeadingBytes(head: Uint8Array): BinaryVerdict {
  const sample = head.subarray(0, SNIFF_BYTES);
  if (isPlainText(sample)) return { binary: false };
  for (const signature of SIGNATURES) {
    const end = signature.offset + signature.bytes.length;
    if (sample.length >= end && Buffer.compare(sample.subarray(signature.offset, end), signature.bytes) === 0) {
      return { binary: true, type: signature.type };
    }
  }
  return { binary: true, type: sample.includes(0) ? 'binary data (contains NUL bytes)' : 'binary data (not valid UTF-8)' };
}

function isPlainText(sample: Uint8Array): boolean {
  if (sample.includes(0)) return false;
  try {
    // `stream: true` forgives a character cut in half by the end of the sample.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** Reads the first bytes of `path` and classifies them. */
export async function classifyFile(path: string): Promise<BinaryVerdict> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return classifyLeadingBytes(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
