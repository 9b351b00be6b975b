import type { FileTypeResult } from 'file-type';
import { onFirstUse } from './on-first-use.js';

/** Loaded by the first file uploaded (lib/on-first-use.ts). */
const fileType = onFirstUse(() => import('file-type'));

/** What a file's own bytes say it is (its magic numbers), whatever its name or declared type claims. */
export async function sniffFileType(bytes: Uint8Array): Promise<FileTypeResult | undefined> {
  return (await fileType()).fileTypeFromBuffer(bytes);
}
