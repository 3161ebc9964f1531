// Rolling deploys run the previous release beside the new one on the migrated schema, so a migration may only
// expand it: add tables, nullable columns or columns with a default, indexes. Dropping or renaming a table or a
// column, or requiring a value the previous release does not write, is a contract step: it ships one release after
// the code stopped using the thing (docs/operations.md, "Migrations under a rolling deploy"). A statement that is
// such a deliberate step carries a `-- contract: <why>` comment; the check then lets it through.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from './client.ts';

/** Migrations written before the rule: not checked. Every later one is. */
export const RULE_BASELINE = '0019_34_customers_content_emails';

export interface Violation {
  migration: string;
  what: string;
}

interface SnapshotColumn {
  name: string;
  notNull?: boolean;
  default?: unknown;
  primaryKey?: boolean;
}
export interface Snapshot {
  tables: Record<string, { name: string; columns: Record<string, SnapshotColumn> }>;
}

const UNSAFE_SQL: [RegExp, string][] = [
  [/\bdrop\s+table\b/i, 'drops a table'],
  [/\bdrop\s+column\b/i, 'drops a column'],
  [/\brename\s+column\b/i, 'renames a column'],
  [/\balter\s+table\b[^;]*\brename\s+to\b/i, 'renames a table'],
  [/\brename\s+(?!to\b|column\b|constraint\b)"?\w+"?\s+to\b/i, 'renames a column'],
  [/\bset\s+not\s+null\b/i, 'makes a column required'],
];

/** The SQL's statements that break the previous release, unless marked `-- contract:`. */
export function unsafeStatements(migration: string, text: string): Violation[] {
  const out: Violation[] = [];
  for (const statement of text.split('--> statement-breakpoint')) {
    if (/--\s*contract:/i.test(statement)) continue;
    const code = statement.replace(/--[^\n]*/g, '');
    for (const [re, what] of UNSAFE_SQL)
      if (re.test(code)) out.push({ migration, what: `${what}: ${oneLine(code)}` });
    // ADD COLUMN … NOT NULL without DEFAULT: the previous release's inserts leave it out and fail
    for (const m of code.matchAll(/\badd\s+column\s+(?:if\s+not\s+exists\s+)?("?\w+"?)([^,;]*)/gi))
      if (/\bnot\s+null\b/i.test(m[2]!) && !/\bdefault\b|\bgenerated\b/i.test(m[2]!))
        out.push({ migration, what: `adds ${m[1]} NOT NULL without a default: ${oneLine(code)}` });
  }
  return out;
}

/** What the schema lost or newly requires between two of drizzle's snapshots (a rename shows as a loss). */
export function snapshotDiff(migration: string, prev: Snapshot, next: Snapshot): Violation[] {
  const out: Violation[] = [];
  for (const [key, table] of Object.entries(prev.tables)) {
    const now = next.tables[key];
    if (!now) {
      out.push({ migration, what: `table ${table.name} is gone (dropped or renamed)` });
      continue;
    }
    for (const [name, col] of Object.entries(table.columns)) {
      const c = now.columns[name];
      if (!c) out.push({ migration, what: `column ${table.name}.${name} is gone (dropped or renamed)` });
      else if (c.notNull && !col.notNull && c.default === undefined)
        out.push({ migration, what: `column ${table.name}.${name} became NOT NULL` });
    }
    for (const [name, c] of Object.entries(now.columns))
      if (!table.columns[name] && c.notNull && c.default === undefined && !c.primaryKey)
        out.push({ migration, what: `new column ${table.name}.${name} is NOT NULL without a default` });
  }
  return out;
}

interface JournalEntry {
  idx: number;
  tag: string;
}

export const journal = (folder = migrationsFolder): JournalEntry[] =>
  (
    JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;

export const snapshotOf = (idx: number, folder = migrationsFolder): Snapshot =>
  JSON.parse(
    readFileSync(path.join(folder, 'meta', `${String(idx).padStart(4, '0')}_snapshot.json`), 'utf8'),
  );

/**
 * Every migration after the baseline, checked by its SQL and by its snapshot against the one before. A statement
 * marked `-- contract:` is let through by both (its snapshot change is then expected).
 */
export function checkMigrations(folder = migrationsFolder, baseline = RULE_BASELINE): Violation[] {
  const entries = journal(folder);
  const from = entries.findIndex((e) => e.tag === baseline);
  const out: Violation[] = [];
  for (const e of entries.slice(from + 1)) {
    const text = readFileSync(path.join(folder, `${e.tag}.sql`), 'utf8');
    out.push(...unsafeStatements(e.tag, text));
    if (e.idx > 0 && !/--\s*contract:/i.test(text))
      out.push(...snapshotDiff(e.tag, snapshotOf(e.idx - 1, folder), snapshotOf(e.idx, folder)));
  }
  return out;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim().slice(0, 160);
