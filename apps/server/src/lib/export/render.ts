import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '@hrms/shared';
import { toCsv } from './csv.ts';
import { CONTENT_TYPES, contentDisposition, type ExportFile, type ExportTable } from './table.ts';
import { toXlsx } from './xlsx.ts';

/** One table, one format, one file: what every export route sends. */
export async function renderExport(
  table: ExportTable,
  format: ExportFormat,
  baseName: string,
): Promise<ExportFile> {
  return {
    fileName: `${baseName}.${format}`,
    contentType: CONTENT_TYPES[format],
    body: format === 'csv' ? toCsv(table) : await toXlsx(table),
  };
}

/** Sends a file as a download; never cached (it holds salaries or attendance). */
export function sendExport(reply: FastifyReply, file: ExportFile): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.body);
}
