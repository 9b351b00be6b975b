import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  landingNewsQuerySchema,
  landingNewsReplySchema,
  newsDetailsQuerySchema,
  newsItemSchema,
  newsListQuerySchema,
  newsListReplySchema,
} from '@club/domain/news/news.schemas';
import type { AppContext } from '../../context.js';
import { envelope, ok } from '../../lib/reply.js';
import { getNewsDetails, listLandingNews, listNewsBatch } from './news.service.js';

/** Public news (spec 000 §7) and the landing page's latest news (spec 001 §7). */
export function registerNewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { publicCache: true } as const;

  r.get(
    '/v2/news/pub',
    { config, schema: { tags: ['news'], querystring: newsListQuerySchema, response: { 200: envelope(newsListReplySchema) } } },
    async (request) => ok(await listNewsBatch(ctx, request.query.rs)),
  );

  r.get(
    '/v2/news/details',
    { config, schema: { tags: ['news'], querystring: newsDetailsQuerySchema, response: { 200: envelope(newsItemSchema) } } },
    async (request) => ok(await getNewsDetails(ctx, request.query.slug)),
  );

  r.get(
    '/v2/landing/news',
    {
      config,
      schema: { tags: ['news', 'landing'], querystring: landingNewsQuerySchema, response: { 200: envelope(landingNewsReplySchema) } },
    },
    async (request) => ok(await listLandingNews(ctx, request.query.lang)),
  );
}
