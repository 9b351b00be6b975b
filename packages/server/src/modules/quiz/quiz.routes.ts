import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { QUIZ_LIMITS } from '@club/domain/quiz/quiz.rules';
import { quizQuerySchema, quizReplySchema, quizSaveSchema } from '@club/domain/quiz/quiz.schemas';
import type { AppContext } from '../../context.js';
import { envelope } from '../../lib/reply.js';
import { getQuizByLink, saveQuizAnswers } from './quiz.service.js';

/** Quizzes opened by a link (spec 000 §2, §7). Public: no login. The office's calls: quiz.admin.routes.ts. */
export function registerQuizRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v2/quiz/quiz',
    { schema: { tags: ['quiz'], querystring: quizQuerySchema, response: { 200: envelope(quizReplySchema) } } },
    async (request) => getQuizByLink(ctx, request.query.link_id),
  );

  r.post(
    '/v2/quiz/save',
    {
      // A 2 MB file travels as about 2.7 MB of base64.
      bodyLimit: QUIZ_LIMITS.dataUrlMaxChars + 256 * 1024,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['quiz'], body: quizSaveSchema, response: { 200: envelope() } },
    },
    async (request) => saveQuizAnswers(ctx, request.body),
  );
}
