import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminProductFilters,
  catalogueCsvAnswer,
  catalogueImportQuery,
  catalogueImportRefusedOut,
  catalogueImportReportOut,
  productBulkBody,
  productBulkOut,
} from '@shop/core/contract/admin-catalogue-io';
import { InvalidError } from '../../lib/errors.ts';
import { staffGuard } from '../staff/staff.guard.ts';
import type { CatalogueExport } from './catalogue-export.service.ts';
import type { CatalogueImport } from './catalogue-import.service.ts';
import type { ProductBulk } from './product-bulk.admin.service.ts';

/** A catalogue file of 20,000 rows with descriptions fits; anything larger is a 413 before it is read. */
export const CATALOGUE_CSV_MAX_BYTES = 10 * 1024 * 1024;

export interface CatalogueIoOptions {
  importer: CatalogueImport;
  exporter: CatalogueExport;
  bulk: ProductBulk;
}

/** Bytes → text: UTF-8 only (a BOM is dropped); anything else is a 400 bad_encoding, never mojibake stored. */
function utf8(body: unknown): string {
  if (!Buffer.isBuffer(body) || body.length === 0)
    throw new InvalidError('body: send the catalogue file (Content-Type text/csv)', 'body', 'required');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new InvalidError('body: the file is not UTF-8 text; save it as CSV UTF-8', 'body', 'bad_encoding');
  }
  if (text.includes('\u0000'))
    throw new InvalidError(
      'body: the file holds NUL characters; save it as CSV UTF-8',
      'body',
      'bad_encoding',
    );
  return text;
}

/**
 * The catalogue's import, export and bulk actions (/api/v1/admin/products/import|export|bulk|choices): reading
 * is catalogue:read, writing catalogue:write.
 */
export async function catalogueIoAdminRoutes(fastify: FastifyInstance, opts: CatalogueIoOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { importer, exporter, bulk } = opts;

  // the file is its own bytes in the body: no multipart, one size limit, the encoding checked by hand
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: CATALOGUE_CSV_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
  app.post(
    '/admin/products/import',
    {
      // checked before the body is read: no stranger gets 10 MB parsed
      onRequest: staffGuard(app, 'catalogue:write'),
      bodyLimit: CATALOGUE_CSV_MAX_BYTES,
      schema: {
        tags: ['admin'],
        summary:
          'Imports the catalogue file (text/csv, UTF-8): every row checked first; with any problem nothing is ' +
          'written and the 400 names each row and column; else one transaction. ?dry_run=1 only checks.',
        querystring: catalogueImportQuery,
        response: { 200: catalogueImportReportOut, 400: catalogueImportRefusedOut },
      },
    },
    async (req, reply) => {
      const text = utf8(req.body);
      const dryRun = req.query.dry_run === '1' || req.query.dry_run === 'true';
      const report = await importer.run(text, dryRun, req);
      if (report.errors.length)
        return reply.code(400).send({
          ...report,
          error: `The file has ${report.errors.length} problem(s); nothing was written`,
          code: 'csv_invalid' as const,
          statusCode: 400 as const,
        });
      return report;
    },
  );

  app.get(
    '/admin/products/export',
    {
      preHandler: staffGuard(app, 'catalogue:read'),
      schema: {
        tags: ['admin'],
        summary: 'The catalogue file (one row per option) of the whole catalogue or of the list’s filters',
        querystring: adminProductFilters,
        response: { 200: catalogueCsvAnswer },
      },
    },
    async (req, reply) => {
      const csv = await exporter.csv(req.query);
      // the byte-order mark makes Excel read the file as UTF-8 (the import drops it)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="catalogue-${new Date().toISOString().slice(0, 10)}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(`\uFEFF${csv}`);
    },
  );

  app.post(
    '/admin/products/bulk',
    {
      preHandler: staffGuard(app, 'catalogue:write'),
      schema: {
        tags: ['admin'],
        summary:
          'One action on many products in one transaction: publish, unpublish, add/remove a tag or a collection, ' +
          'prices by a percentage (dry_run previews before → after), stock with a reason',
        body: productBulkBody,
        response: { 200: productBulkOut },
      },
    },
    async (req) => bulk.run(req.body, req),
  );
}
