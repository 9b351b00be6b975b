import { parseDataUrl } from '@club/domain/account/account.rules';
import type { FormField, SignupFile } from '@club/domain/activities/activities.schemas';
import { isAllowedSignupFileType } from '@club/domain/activities/signup-form.rules';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/reply.js';
import { insertFile } from '../files/index.js';
import { sniffFileType } from '../../lib/sniff.js';

/** A signup file may hold at most this many bytes (a scanned form or a photo of a document). */
export const MAX_SIGNUP_FILE_BYTES = 5 * 1024 * 1024;

/** A file answer once stored: the name and the id of the private file; the bytes never stay in the answer. */
export interface StoredFileAnswer {
  name: string;
  fileId: number;
  mimeType: string;
  size: number;
}

const isFileAnswer = (v: unknown): v is SignupFile =>
  typeof v === 'object' && v !== null && typeof (v as SignupFile).name === 'string' && typeof (v as SignupFile).content === 'string';

export interface PreparedFile {
  index: number;
  name: string;
  mimeType: string;
  content: Buffer;
}

/**
 * Reads every file answer of a form (base64 data URLs) and judges it by its bytes: at most 5 MB,
 * of an allowed type (the type the browser claims is ignored; content the detector does not
 * recognise is kept as application/octet-stream and always downloaded, never shown). 400 naming
 * the field otherwise. Runs before the transaction, so a bad file costs no lock.
 */
export async function prepareSignupFiles(fields: readonly FormField[]): Promise<PreparedFile[]> {
  const out: PreparedFile[] = [];
  for (const [index, f] of fields.entries()) {
    if (f.type !== 'file' || !isFileAnswer(f.inputdata)) continue;
    const where = `body.form_data.${index}.inputdata`;
    const parsed = parseDataUrl(f.inputdata.content);
    if (!parsed) throw new HttpError(400, 'validation', `${where}: not a base64 data URL`);
    const content = Buffer.from(parsed.base64, 'base64');
    if (content.length === 0) throw new HttpError(400, 'validation', `${where}: empty file`);
    if (content.length > MAX_SIGNUP_FILE_BYTES) throw new HttpError(400, 'validation', `${where}: file larger than 5 MB`);
    const mimeType = (await sniffFileType(content))?.mime ?? 'application/octet-stream';
    if (!isAllowedSignupFileType(mimeType)) throw new HttpError(400, 'validation', `${where}: file type not allowed (${mimeType})`);
    out.push({ index, name: f.inputdata.name.trim().replace(/[\\/]/g, '_').slice(0, 200), mimeType, content });
  }
  return out;
}

/** Stores the prepared files as private files of the person and puts their ids in the answers. */
export async function storeSignupFiles(
  db: Db,
  ownerId: number,
  fields: readonly FormField[],
  prepared: readonly PreparedFile[],
): Promise<Record<string, unknown>[]> {
  const answers = fields.map((f) => ({ ...f }) as Record<string, unknown>);
  for (const p of prepared) {
    const row = await insertFile(db, {
      purpose: 'signup',
      filename: p.name,
      mimeType: p.mimeType,
      content: p.content,
      ownerId,
      isPublic: false,
    });
    const stored: StoredFileAnswer = { name: p.name, fileId: row.id, mimeType: p.mimeType, size: row.size };
    answers[p.index] = { ...answers[p.index], inputdata: stored };
  }
  return answers.map(({ validationstate: _v, ...rest }) => rest);
}
