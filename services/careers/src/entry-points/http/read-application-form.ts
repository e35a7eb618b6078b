import type { Request } from 'express';
import busboy from 'busboy';
import { careersMessages, RESUME_MAX_BYTES } from '@suvarna/contracts';
import { AppError } from '@suvarna/platform';

export interface ApplicationForm {
  fields: Record<string, string>;
  resume?: { bytes: Buffer; filename: string };
}

const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Reads the multipart form while it streams in. The resume is kept only up to RESUME_MAX_BYTES: one
 * byte more and the rest of the body is read and dropped, then 413. Text fields are bounded too, so
 * no request makes this hold more than about 6 MB whatever it sends.
 */
export function readApplicationForm(req: Request): Promise<ApplicationForm> {
  if (!req.is('multipart/form-data')) {
    return Promise.reject(new AppError('Send the application as multipart/form-data', { code: 'unsupported_media_type', status: 415 }));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // One byte over the limit is what tells a file of exactly the limit from a larger one.
        limits: { fileSize: RESUME_MAX_BYTES + 1, files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: MAX_FIELDS + 1 },
        defParamCharset: 'utf8',
      });
    } catch {
      reject(AppError.badRequest('The form could not be read', 'malformed_multipart'));
      return;
    }
    const fields: Record<string, string> = {};
    let resume: ApplicationForm['resume'];
    let problem: AppError | undefined;
    const fail = (err: AppError) => {
      problem ??= err;
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(AppError.badRequest(`${name} is too long`, 'field_too_long'));
      if (Object.hasOwn(fields, name)) fail(AppError.badRequest(`${name} was sent more than once`, 'duplicate_field'));
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'resume') {
        fail(AppError.badRequest(`Unexpected file field ${name}`, 'unexpected_file'));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        if (problem) return;
        size += chunk.length;
        if (size > RESUME_MAX_BYTES) {
          chunks.length = 0;
          problem = new AppError(careersMessages.resumeSize, { code: 'resume_too_large', status: 413 });
          return;
        }
        chunks.push(chunk);
      });
      stream.on('limit', () => {
        // Drop what was kept; the rest of the file is drained without being held.
        chunks.length = 0;
        if (problem?.status !== 413) problem = new AppError(careersMessages.resumeSize, { code: 'resume_too_large', status: 413 });
      });
      stream.on('end', () => {
        if (!problem && size > 0) resume = { bytes: Buffer.concat(chunks, size), filename: info.filename ?? '' };
      });
    });
    parser.on('filesLimit', () => fail(AppError.badRequest('Send one resume only', 'too_many_files')));
    parser.on('fieldsLimit', () => fail(AppError.badRequest('Too many form fields', 'too_many_fields')));
    parser.on('partsLimit', () => fail(AppError.badRequest('Too many form fields', 'too_many_fields')));
    parser.on('error', () => reject(problem ?? AppError.badRequest('The form could not be read', 'malformed_multipart')));
    parser.on('close', () => (problem ? reject(problem) : resolve({ fields, resume })));
    req.on('error', () => reject(AppError.badRequest('The upload was interrupted', 'upload_interrupted')));
    req.pipe(parser);
  });
}
