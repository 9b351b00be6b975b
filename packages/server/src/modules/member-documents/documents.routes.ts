import {
  documentsListSchema,
  documentsQuerySchema,
  fileDownloadSchema,
  fileQuerySchema,
  personDocumentSchema,
  sepaTemplateQuerySchema,
  uploadDocumentationSchema,
} from '@club/domain/documents/documents.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { envelope, fail, ok } from '../../lib/reply.js';
import { currentUser } from '../../plugins/auth.js';
import { downloadFile, listDocuments, uploadDocumentation } from './documents.service.js';
import { sepaTemplate } from './sepa.service.js';

/** An 8 MB file travels as base64 (4/3 larger) inside JSON. */
const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;
const perTenMinutes = (max: number) => ({ rateLimit: { max, timeWindow: '10 minutes' } });
const personal = { 'cache-control': 'private, no-store' };

/**
 * The documentation tab of /myfamily (spec 001 §2, §7): documents of a person, their download and
 * the SEPA mandate template. Every call goes through the family access rule (assertCanActFor).
 */
export function registerDocumentsRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireUser };
  const security = [{ bearer: [] }];

  app.post(
    '/v3/delegated_acct/upload_documentation',
    {
      ...auth,
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: perTenMinutes(30),
      schema: { tags: ['documents'], security, body: uploadDocumentationSchema, response: { 200: envelope(personDocumentSchema) } },
    },
    async (request) => ok(await uploadDocumentation(ctx, currentUser(request), request.body)),
  );

  app.get(
    '/v3/delegated_acct/file',
    {
      ...auth,
      config: perTenMinutes(120),
      schema: { tags: ['documents'], security, querystring: fileQuerySchema, response: { 200: envelope(fileDownloadSchema) } },
    },
    async (request, reply) => {
      const data = await downloadFile(ctx, currentUser(request), request.query.id);
      reply.headers(personal);
      return ok(data);
    },
  );

  app.get(
    '/v3/delegated_acct/documents',
    {
      ...auth,
      schema: { tags: ['documents'], security, querystring: documentsQuerySchema, response: { 200: envelope(documentsListSchema) } },
    },
    async (request, reply) => {
      const data = await listDocuments(ctx, currentUser(request), request.query.user_id);
      reply.headers(personal);
      return ok(data);
    },
  );

  app.get(
    '/v3/delegated_acct/sepa_tpl',
    {
      ...auth,
      config: perTenMinutes(30),
      schema: { tags: ['documents'], security, querystring: sepaTemplateQuerySchema, response: { 200: envelope(fileDownloadSchema) } },
    },
    async (request, reply) => {
      const outcome = await sepaTemplate(ctx, currentUser(request), request.query.userid, request.query.mode);
      reply.headers(personal);
      if (outcome.ok) return ok(outcome.data);
      if (outcome.error) request.log.error({ err: outcome.error }, 'SEPA mandate not generated');
      return fail('sepa_failed', outcome.ext);
    },
  );
}
