import { DEFAULT_AVATAR_FILE } from '@formation/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../api-error';
import { configOf } from '../../context';
import { defaultAvatarPng } from './default-avatar';
import { seedIllustration } from '../../images/seed-illustration';
import { readUpload } from './uploads-folder';

function sendFile(reply: FastifyReply, contentType: string, bytes: Buffer) {
  return reply
    .status(200)
    .header('content-type', contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'public, max-age=300')
    .send(bytes);
}

/** Read-only uploads folder (avatars), and the default avatar the site shows for users without one (spec 7). */
export function registerUploads(app: FastifyInstance): void {
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const relative = request.params['*'];
    if (relative === DEFAULT_AVATAR_FILE) return sendFile(reply, 'image/png', defaultAvatarPng());
    const file = await readUpload(configOf(request).UPLOADS_DIR, relative);
    if (file === null) {
      const illustration = seedIllustration(relative);
      if (illustration === null) throw notFound('File');
      return sendFile(reply, 'image/png', illustration);
    }
    return sendFile(reply, file.contentType, file.bytes);
  });
}
