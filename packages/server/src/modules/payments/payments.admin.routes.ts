import {
  ledgerPageSchema,
  officeNoteBodySchema,
  paymentsExportQuerySchema,
  paymentsQuerySchema,
  refundReplySchema,
} from '@club/domain/admin/payments.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope, fail, HttpError, ok } from '../../lib/reply.js';
import { actorOf, requireAdmin } from '../../plugins/require-admin.js';
import type { AdminOutcome } from '../../lib/outcome.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { ledgerCsv, ledgerTable, ledgerXlsx } from './ledger-export.js';
import { LEDGER_EXPORT_MAX, listLedgerForExport, listPayments, markRefunded } from './payments.admin.service.js';

const send = <T>(outcome: AdminOutcome<T>) => (outcome.ok ? ok(outcome.data) : fail(outcome.code, outcome.ext));
const intId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The office's payment calls (administrators only):
 * - GET  /api/admin/payments?state=&from=&to=&course=&person=&page=  the ledger with notifications and verdicts
 * - POST /api/admin/payments/{id}/refunded       {note}  code 1 not paid; the money goes back in the bank's console
 * - GET  /api/admin/payments/export.csv|.xlsx?(the ledger's filters)&lang=es|eus  every attempt the filter matches;
 *        400 past LEDGER_EXPORT_MAX rows (narrow the dates)
 */
export function registerPaymentsAdminRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: requireAdmin(root) };
  const tags = ['admin-payments'];
  const security = [{ bearer: [] }];
  const denied = { 401: envelope(), 403: envelope(), 404: envelope() };

  app.get(
    '/admin/payments',
    { ...guard, schema: { tags, security, querystring: paymentsQuerySchema, response: { 200: envelope(ledgerPageSchema), ...denied } } },
    async (request) => ok(await listPayments(ctx, request.query)),
  );

  const download = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  for (const format of ['csv', 'xlsx'] as const) {
    app.get(
      `/admin/payments/export.${format}`,
      {
        ...guard,
        schema: {
          tags,
          security,
          querystring: paymentsExportQuerySchema,
          produces: [format === 'csv' ? 'text/csv' : XLSX],
        },
      },
      async (request, reply) => {
        const found = await listLedgerForExport(ctx, request.query);
        if (!found.ok) throw new HttpError(400, 'too_many_rows', `${found.count} attempts; at most ${LEDGER_EXPORT_MAX}: narrow the dates`);
        const table = ledgerTable(found.rows, request.query.lang);
        const name = `pagos-${ctx.now().toISOString().slice(0, 10)}.${format}`;
        reply.headers(download).header('content-disposition', contentDisposition('attachment', name));
        if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(ledgerCsv(table));
        return reply.type(XLSX).send(await ledgerXlsx(table, request.query.lang));
      },
    );
  }

  app.post(
    '/admin/payments/:id/refunded',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: z.object({ id: intId }),
        body: officeNoteBodySchema,
        response: { 200: envelope(refundReplySchema), ...denied },
      },
    },
    async (request) => send(await markRefunded(ctx, request.params.id, request.body.note, actorOf(request))),
  );
}
