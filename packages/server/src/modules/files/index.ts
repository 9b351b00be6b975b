/**
 * The files' public entry (a shared part: any area may use it; it uses only people, for who may
 * read a private file). Stored files, their public address, and the one office-upload mechanism:
 * type judged by the bytes, stored with its audit row in one transaction (office-upload.ts).
 */
export { deleteFile, findFile, insertFile, listFileMeta, type FileMeta, type NewFile } from './files.repository.js';
export { fileUrl, storeFile } from './files.service.js';
export { readMultipartUpload, storeOfficeUpload, type StoredUpload, type Upload, type UploadPolicy } from './office-upload.js';
