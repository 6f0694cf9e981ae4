import type { FastifyRequest } from 'fastify';
import { message } from '@carmarket/shared/i18n/message';
import { msg } from '@carmarket/shared/i18n/translate';
import { formatMegabytes } from '@carmarket/shared/media';
import { AppError } from './app-error';

export interface SmallFileRule {
  maxBytes: number;
  /** How the file is named in messages: "Your photo" (a catalog key, msg()). */
  label: string;
}

export interface SmallMultipartForm {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

const NOT_MULTIPART = msg('This form must be sent as multipart/form-data.');
const TOO_MANY_PARTS = msg('The form has more parts than expected.');
const LARGER_THAN = msg('{file} is larger than {size}.');

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/**
 * Reads a multipart form whose files are small (an avatar): text parts as strings, the named
 * files as buffers capped at their own size, any other file drained and ignored. Ad uploads,
 * which can be large, stream to disk instead.
 */
export async function readSmallMultipartForm(
  request: FastifyRequest,
  fileRules: Record<string, SmallFileRule>,
): Promise<SmallMultipartForm> {
  if (!request.isMultipart()) throw new AppError(415, NOT_MULTIPART);
  const largest = Math.max(0, ...Object.values(fileRules).map((rule) => rule.maxBytes));
  const form: SmallMultipartForm = { fields: {}, files: {} };
  try {
    const parts = request.parts({
      limits: { fileSize: largest, files: 4, fields: 30, fieldSize: 10_000, parts: 40 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
        continue;
      }
      const rule = fileRules[part.fieldname];
      if (!rule) {
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer();
      if (data.length > rule.maxBytes || part.file.truncated) {
        throw new AppError(
          413,
          message(LARGER_THAN, { file: message(rule.label), size: formatMegabytes(rule.maxBytes) }),
        );
      }
      if (data.length > 0) form.files[part.fieldname] = data;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) {
      const rule = Object.values(fileRules)[0];
      throw new AppError(
        413,
        message(LARGER_THAN, {
          file: message(rule?.label ?? msg('The file')),
          size: formatMegabytes(largest),
        }),
      );
    }
    if (hasCode(error, 'FST_FILES_LIMIT') || hasCode(error, 'FST_PARTS_LIMIT')) {
      throw new AppError(413, TOO_MANY_PARTS);
    }
    if (hasCode(error, 'FST_FIELDS_LIMIT')) throw new AppError(413, TOO_MANY_PARTS);
    if (hasCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE'))
      throw new AppError(415, NOT_MULTIPART);
    throw AppError.badRequest(msg('The form could not be read. Please try again.'));
  }
  return form;
}
