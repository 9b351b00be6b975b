import {
  bannerSchema,
  historyReplySchema,
  landingCourseSchema,
  langQuerySchema,
  legalDocumentSchema,
  legalParamsSchema,
  membershipTypeSchema,
  pdfLangQuerySchema,
  recordGroupSchema,
  schedulesReplySchema,
  slideSchema,
  teamQuerySchema,
  teamReplySchema,
} from '@club/domain/content/content.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope, ok } from '../../lib/reply.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import * as content from './content.service.js';

/**
 * The public site's content, all read from the database (no login):
 *
 * - GET v2/landing/slider            -> data.slider   carousel slides (spec 001 §7)
 * - GET v2/landing/banners           -> data.banners  'this week' banners shown today
 * - GET v2/landing/courses           -> data.courses  upcoming activities (start day >= today)
 * - GET v2/records/getrecords/?lang  -> data          record groups with their files
 * - GET v2/memberships/membership_types/ -> data      membership types with the monthly fee
 *
 * The spec names no call for the team pages or the legal texts; these are ours:
 *
 * - GET v2/content/team?section=swimming|waterpolo|board -> data {section, members}
 * - GET v2/content/history           -> data {section, milestones}
 * - GET v2/content/schedules         -> data {section, slots}
 * - GET v2/content/legal/:doc?lang=es|eus|en -> data {doc, lang, title, updated, sections}
 *       doc = terms | privacy | rules | statutes; English readers get the Spanish text.
 * - GET v2/content/legal/:doc/pdf?lang=es|eus -> application/pdf download (doc = rules | statutes),
 *       built from the same sections as the page.
 *
 * Texts come in both languages where the page switches language without reloading (slides,
 * banners, team, history, schedules, fees); long legal texts come in the language asked for.
 */
export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];
  const config = { publicCache: true } as const;

  r.get(
    '/v2/landing/slider',
    { config, schema: { tags, response: { 200: envelope(z.object({ slider: z.array(slideSchema) })) } } },
    async () => ok({ slider: await content.getSlider(ctx) }),
  );

  r.get(
    '/v2/landing/banners',
    { config, schema: { tags, response: { 200: envelope(z.object({ banners: z.array(bannerSchema) })) } } },
    async () => ok({ banners: await content.getBanners(ctx) }),
  );

  r.get(
    '/v2/landing/courses',
    { config, schema: { tags, response: { 200: envelope(z.object({ courses: z.array(landingCourseSchema) })) } } },
    async () => ok({ courses: await content.getLandingCourses(ctx) }),
  );

  r.get(
    '/v2/records/getrecords',
    { config, schema: { tags, querystring: langQuerySchema, response: { 200: envelope(z.array(recordGroupSchema)) } } },
    async (request) => ok(await content.getRecordGroups(ctx, request.query.lang)),
  );

  r.get(
    '/v2/memberships/membership_types',
    { config, schema: { tags, response: { 200: envelope(z.array(membershipTypeSchema)) } } },
    async () => ok(await content.getMembershipTypes(ctx)),
  );

  r.get(
    '/v2/content/team',
    { config, schema: { tags, querystring: teamQuerySchema, response: { 200: envelope(teamReplySchema) } } },
    async (request) => ok(await content.getTeam(ctx, request.query.section)),
  );

  r.get('/v2/content/history', { config, schema: { tags, response: { 200: envelope(historyReplySchema) } } }, async () =>
    ok(await content.getHistory(ctx)),
  );

  r.get('/v2/content/schedules', { config, schema: { tags, response: { 200: envelope(schedulesReplySchema) } } }, async () =>
    ok(await content.getSchedules(ctx)),
  );

  r.get(
    '/v2/content/legal/:doc',
    {
      config,
      schema: {
        tags,
        params: legalParamsSchema,
        querystring: langQuerySchema,
        response: { 200: envelope(legalDocumentSchema) },
      },
    },
    async (request) => ok(await content.getLegalDocument(ctx, request.params.doc, request.query.lang)),
  );

  r.get(
    '/v2/content/legal/:doc/pdf',
    {
      schema: {
        tags,
        params: legalParamsSchema,
        querystring: pdfLangQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const pdf = await content.getLegalPdf(ctx, request.params.doc, request.query.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', pdf.filename))
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(pdf.content);
    },
  );
}
