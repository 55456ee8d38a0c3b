import type { FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES } from '@ascend/contract';
import { AppError, badRequest } from '../../errors.ts';

const TEXT_FIELDS = new Set([
  'username',
  'country',
  'placement',
  'daily_goal',
  'time_zone',
  'reminder_hour',
]);

export interface ProfileForm {
  fields: Record<string, string>;
  avatar?: Buffer;
}

const notForm = () =>
  new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'Send the profile update as multipart/form-data (userData must be an instance of FormData).',
  );

const tooBig = () =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', 'The avatar must be 2 MB or smaller.', {
    avatar: 'The avatar must be 2 MB or smaller',
  });

/** Reads the PATCH users/{id}/ form: known text fields and at most one `avatar` file. */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) throw notForm();
  const form: ProfileForm = { fields: {} };
  try {
    for await (const part of request.parts({
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'avatar') {
          part.file.resume();
          throw badRequest(
            `Unexpected file field "${part.fieldname}"; send the image as "avatar".`,
            { [part.fieldname]: 'Unexpected file' },
          );
        }
        form.avatar = await part.toBuffer();
      } else {
        if (!TEXT_FIELDS.has(part.fieldname)) {
          throw badRequest(
            `Unknown field "${part.fieldname}". Allowed: username, country, placement, daily_goal, time_zone, reminder_hour, avatar.`,
            {
              [part.fieldname]: 'Unknown field',
            },
          );
        }
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
    if (code === 'FST_FILES_LIMIT')
      throw badRequest('Send at most one avatar image.', { avatar: 'Only one file is allowed' });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw notForm();
    if (code?.startsWith('FST_'))
      throw badRequest('The form data could not be read. Send it as multipart/form-data.');
    throw err;
  }
  return form;
}
