import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import Papa from 'papaparse';
import {
  IMPORT_KEY_PREFIX,
  IMPORT_MESSAGES,
  type ImportReport,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
} from '../../shared/contract/imports';
import type { Caller } from '../lib/auth';
import { s3 } from '../lib/aws';
import { mapWithConcurrency } from '../lib/concurrency';
import { env } from '../lib/env';
import { badRequest, HttpError } from '../lib/errors';
import { presignedUpload } from '../lib/presignedUpload';

/**
 * CSV imports (shared/contract/imports.ts): the upload, reading and checking the file, and running
 * each row's write on its own with bounded concurrency. What a row means is the caller's
 * (functions/core/userImport.ts, catalogueImport.ts).
 */

/**
 * Writes in flight at once. Eight measured fastest on DynamoDB Local (5,000 new users: 20.5 s, against
 * 24.4 s with sixteen and 23.6 s with four; tests/bench/run.ts); on AWS each of the 200
 * transactions takes tens of milliseconds, so eight finish in seconds there too.
 */
export const IMPORT_WRITE_CONCURRENCY = 8;
/**
 * No row starts later than this after the import began: the function has 29 s (a group started
 * last takes about a second on the emulator, well under on AWS), and an answer
 * naming the rows not reached (import the file again to finish: done rows come back unchanged)
 * beats a timeout that tells nothing.
 */
export const IMPORT_TIME_BUDGET_MS = 24_000;

const importKeyPattern = (userId: string) =>
  new RegExp(`^${IMPORT_KEY_PREFIX}${userId.replace(/[^\w-]/g, '')}/[0-9a-f-]{36}\\.csv$`);

/** POST /api/file/createImportUploadUrl: a key of the caller's own; the policy pins type and size. */
export async function importUploadUrl(caller: Caller, input: { contentType: string }) {
  const key = `${IMPORT_KEY_PREFIX}${caller.userId}/${randomUUID()}.csv`;
  return { key, ...(await presignedUpload(key, input.contentType, MAX_IMPORT_BYTES)) };
}

export interface CsvRow<Column extends string> {
  /** The row number as a spreadsheet shows it (the header is row 1). */
  row: number;
  values: Record<Column, string>;
}

async function readUpload(caller: Caller, key: string): Promise<string> {
  if (!importKeyPattern(caller.userId).test(key)) throw badRequest(IMPORT_MESSAGES.unknownKey);
  try {
    const answer = await s3().send(new GetObjectCommand({ Bucket: env.bucketName, Key: key }));
    if ((answer.ContentLength ?? 0) > MAX_IMPORT_BYTES) throw badRequest(IMPORT_MESSAGES.tooLarge);
    const bytes = (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const name = (error as { name?: string }).name;
    if (name === 'NoSuchKey' || name === 'NotFound') throw badRequest(IMPORT_MESSAGES.unknownKey);
    if (error instanceof TypeError) throw badRequest(IMPORT_MESSAGES.unreadable);
    throw error;
  }
}

/**
 * Reads the caller's uploaded CSV: the header must name exactly `columns` (any order; `optional`
 * ones may be left out), else a 400 for the whole file. Rows with the wrong number of values come
 * back as rejections; blank lines are skipped.
 */
export async function readImportCsv<Column extends string>(
  caller: Caller,
  key: string,
  columns: readonly Column[],
  optional: readonly Column[] = [],
): Promise<{ rows: CsvRow<Column>[]; rejected: ImportReport['rejected'] }> {
  const text = (await readUpload(caller, key)).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const [header = [], ...records] = parsed.data;
  const names = header.map((name) => String(name).trim());
  const unknown = names.filter((name) => !(columns as readonly string[]).includes(name));
  const missing = columns.filter((column) => !names.includes(column) && !optional.includes(column));
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  const problem =
    (missing.length > 0 && `missing: ${missing.join(', ')}`) ||
    (unknown.length > 0 && `unknown: ${unknown.map((name) => name || '(blank)').join(', ')}`) ||
    (repeated.length > 0 && `repeated: ${repeated.join(', ')}`);
  if (problem) throw badRequest(IMPORT_MESSAGES.header(columns, problem));
  if (records.length === 0) throw badRequest(IMPORT_MESSAGES.noRows);
  if (records.length > MAX_IMPORT_ROWS) throw badRequest(IMPORT_MESSAGES.tooManyRows);

  const rows: CsvRow<Column>[] = [];
  const rejected: ImportReport['rejected'] = [];
  records.forEach((record, index) => {
    const row = index + 2;
    if (record.length !== names.length) {
      rejected.push({ row, message: IMPORT_MESSAGES.fieldCount(record.length, names.length) });
      return;
    }
    const values = Object.fromEntries(columns.map((column) => [column, ''])) as Record<Column, string>;
    names.forEach((name, at) => {
      values[name as Column] = String(record[at] ?? '').trim();
    });
    rows.push({ row, values });
  });
  return { rows, rejected };
}

/** The import is done with the file: it holds personal data, so it goes now rather than in a day. */
export async function removeImportUpload(key: string) {
  await s3()
    .send(new DeleteObjectCommand({ Bucket: env.bucketName, Key: key }))
    .catch(() => undefined);
}

export type RowOutcome = 'created' | 'updated' | 'unchanged';

/** Rows that can be written many at once (new users with their invites), and how. */
export interface GroupWrite<Row> {
  /** Rows one write can hold. */
  size: number;
  /** Whether a row may go in a group (a new user may; a change to an existing one may not). */
  accepts: (row: Row) => boolean;
  /** Writes the rows all at once, or nothing and answers false when one of them is refused. */
  write: (rows: Row[]) => Promise<boolean>;
}

/**
 * Writes every row with at most `concurrency` writes in flight: rows `grouped` accepts
 * in groups of its size (one write each, counted as created), the others one by one. A refused
 * group's rows are written one by one, so each refusal lands on its own row. A row's refusal (an
 * HttpError from the same rules the single-item screens use) is reported against its row; anything
 * else is a failure of ours and stops the import.
 */
export async function runImportRows<Row extends { row: number }>(
  rows: Row[],
  rejectedBefore: ImportReport['rejected'],
  write: (row: Row) => Promise<RowOutcome>,
  /** Epoch ms after which no row starts (the rest are reported as not reached). */
  startRowsUntil: number,
  {
    concurrency = IMPORT_WRITE_CONCURRENCY,
    grouped,
    onProgress,
  }: {
    concurrency?: number;
    grouped?: GroupWrite<Row>;
    /** Told the number of rows written or refused so far, after each write. */
    onProgress?: (rowsDone: number) => Promise<void>;
  } = {},
): Promise<ImportReport> {
  const report = { created: 0, updated: 0, unchanged: 0, rejected: [...rejectedBefore] };
  const groupable = grouped ? rows.filter(grouped.accepts) : [];
  const single = grouped ? rows.filter((row) => !grouped.accepts(row)) : rows;
  const size = grouped?.size ?? 1;
  const units = [
    ...Array.from({ length: Math.ceil(groupable.length / size) }, (_, at) =>
      groupable.slice(at * size, at * size + size),
    ),
    ...single.map((row) => [row]),
  ];
  const writeOne = async (row: Row) => {
    try {
      report[await write(row)] += 1;
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      report.rejected.push({ row: row.row, message: error.message });
    }
  };
  let rowsDone = 0;
  await mapWithConcurrency(units, concurrency, async (unit) => {
    if (Date.now() > startRowsUntil) {
      report.rejected.push(...unit.map((row) => ({ row: row.row, message: IMPORT_MESSAGES.notReached })));
      return;
    }
    if (grouped?.accepts(unit[0]) && (await grouped.write(unit))) report.created += unit.length;
    else for (const row of unit) await writeOne(row);
    rowsDone += unit.length;
    await onProgress?.(rowsDone);
  });
  report.rejected.sort((a, b) => a.row - b.row);
  return { success: true, message: IMPORT_MESSAGES.done(report), ...report };
}

/** Rejects later rows that repeat an earlier row's key (e-mail, name), case ignored. */
export function firstOfEachKey<Row extends { row: number }>(
  rows: Row[],
  keyOf: (row: Row) => string,
  what: (row: Row) => string,
): { rows: Row[]; rejected: ImportReport['rejected'] } {
  const seen = new Map<string, number>();
  const kept: Row[] = [];
  const rejected: ImportReport['rejected'] = [];
  for (const row of rows) {
    const key = keyOf(row).trim().toLowerCase();
    const earlier = key ? seen.get(key) : undefined;
    if (earlier !== undefined) rejected.push({ row: row.row, message: IMPORT_MESSAGES.repeated(what(row), earlier) });
    else {
      if (key) seen.set(key, row.row);
      kept.push(row);
    }
  }
  return { rows: kept, rejected };
}
