import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Keeps docs/spec-coverage.md honest: every row's files and tests must exist, so the trace cannot rot silently
 * when code moves or a test is renamed. The checks are pure functions over (markdown, file reader) so the
 * self-tests below can prove each one fails on a bad row.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOC = join(ROOT, 'docs/spec-coverage.md');
/** SPEC.md lives beside the repository (../shared/SPEC.md); the doc cites it by that path. */
const SPEC = resolve(ROOT, '../shared/SPEC.md');

/** The numbered sections of SPEC.md §1–§9 that each need a table (§2 is split into its subsections). */
export const SPEC_SECTIONS = [
  '1',
  ...Array.from({ length: 12 }, (_, i) => `2.${i + 1}`),
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
];
const ISSUES = { min: 14, max: 21 };
const STATES = ['built', 'partial', 'not yet'] as const;
const TEST_FILE = /\.(test|spec)\.tsx?$/;

export interface Row {
  section: string;
  line: number;
  id: string;
  requirement: string;
  where: string;
  test: string;
  state: string;
}

export interface Files {
  exists(path: string): boolean;
  read(path: string): string;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, '|'));

/** Sections (`## §n title (../shared/SPEC.md §n)`) and the rows of their tables. */
export function parseDoc(md: string) {
  const rows: Row[] = [];
  const sections: string[] = [];
  const problems: string[] = [];
  let section: string | null = null;
  md.split('\n').forEach((text, i) => {
    const line = i + 1;
    const heading = /^## (.*)$/.exec(text);
    if (heading) {
      const m = /^§(\d+(?:\.\d+)?) .+ \(\.\.\/shared\/SPEC\.md §(\d+(?:\.\d+)?)\)$/.exec(heading[1] ?? '');
      section = m?.[1] ?? null;
      if (m && m[1] !== m[2])
        problems.push(`line ${line}: heading §${m[1]} cites ../shared/SPEC.md §${m[2]}`);
      if (m?.[1]) sections.push(m[1]);
      return;
    }
    if (!section || !text.trim().startsWith('|')) return;
    const c = cells(text);
    if (c[0] === 'id' || /^:?-+:?$/.test(c[0] ?? '')) return;
    if (c.length !== 5) {
      problems.push(
        `line ${line}: a row needs 5 cells (id, requirement, where, test, state), has ${c.length}`,
      );
      return;
    }
    const [id = '', requirement = '', where = '', test = '', state = ''] = c;
    rows.push({ section, line, id, requirement, where, test, state });
  });
  return { rows, sections, problems };
}

/** Backquoted paths of a `where` cell (`—` for none). */
export function wherePaths(where: string): string[] {
  return where === '—' ? [] : [...where.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
}

/** `` `file` › "title" `` entries of a test cell, separated by <br> (`—` for none). */
export function testRefs(test: string): { file: string; title: string }[] | string {
  if (test === '—') return [];
  const refs = [];
  for (const part of test.split('<br>').map((p) => p.trim())) {
    const m = /^`([^`]+)` › "(.+)"$/.exec(part);
    if (!m) return `cannot read test reference ${JSON.stringify(part)} (want \`file\` › "title")`;
    refs.push({ file: m[1] ?? '', title: m[2] ?? '' });
  }
  return refs;
}

const escapeFor = (title: string, quote: string) =>
  title.replace(/\\/g, '\\\\').replace(new RegExp(quote, 'g'), `\\${quote}`);

/**
 * Whether `title` is the title of an it()/test() call in `source`: a string literal that is the first argument of
 * it/test (or of the function returned by it.each/test.each). A parameterized title (`${…}` or %s-style
 * placeholders) may be cited by its literal prefix.
 */
export function hasTestTitle(source: string, title: string): boolean {
  for (const quote of ["'", '"', '`']) {
    const needle = quote + escapeFor(title, quote);
    for (let at = source.indexOf(needle); at !== -1; at = source.indexOf(needle, at + 1)) {
      const before = source.slice(Math.max(0, at - 4000), at).trimEnd();
      if (!before.endsWith('(')) continue;
      const call = before.slice(0, -1).trimEnd();
      const direct = /\b(?:it|test)(?:\.(?:only|concurrent|fails|skip|fixme|slow))?$/.test(call);
      let each = false;
      if (!direct && call.endsWith(')')) {
        const calls = [...call.matchAll(/\b(it|test|describe)((?:\.\w+)*)\s*\(/g)];
        const last = calls.at(-1);
        each = !!last && last[1] !== 'describe' && /\.each\b/.test(last[2] ?? '');
      }
      if (!direct && !each) continue;
      const end = at + needle.length;
      if (source[end] === quote) return true;
      // a prefix: only of a parameterized title, read to the end of its literal
      let close = end;
      while (close < source.length && !(source[close] === quote && source[close - 1] !== '\\')) close++;
      const literal = source.slice(at + 1, close);
      if (/\$\{|%[sdifjo#$]/.test(literal)) return true;
    }
  }
  return false;
}

/** Every problem of the doc, each naming its row. */
export function checkDoc(md: string, files: Files, specSections = SPEC_SECTIONS): string[] {
  const { rows, sections, problems } = parseDoc(md);
  for (const s of specSections) {
    if (!sections.includes(s))
      problems.push(`SPEC §${s} has no table (## §${s} … (../shared/SPEC.md §${s}))`);
    else if (!rows.some((r) => r.section === s)) problems.push(`SPEC §${s}: its table has no rows`);
  }
  const seen = new Map<string, number>();
  for (const r of rows) {
    const name = `row ${r.id || '(no id)'} (line ${r.line})`;
    const idOk = new RegExp(`^${r.section.replace('.', '\\.')}-\\d{2,3}$`).test(r.id);
    if (!idOk) problems.push(`${name}: id should read ${r.section}-NN in §${r.section}`);
    if (seen.has(r.id)) problems.push(`${name}: id repeats the row on line ${seen.get(r.id)}`);
    seen.set(r.id, r.line);
    if (!r.requirement) problems.push(`${name}: no requirement text`);

    const state = STATES.find(
      (s) => r.state === s || r.state.startsWith(`${s} `) || r.state.startsWith(`${s}:`),
    );
    if (!state) problems.push(`${name}: state "${r.state}" is not one of ${STATES.join(', ')}`);
    const issues = [...r.state.matchAll(/#(\d+)/g)].map((m) => Number(m[1]));
    if ((state === 'partial' || state === 'not yet') && issues.length === 0)
      problems.push(`${name}: a ${state} row names the issue that will finish it, as (#NN)`);
    for (const n of issues)
      if (n < ISSUES.min || n > ISSUES.max) problems.push(`${name}: issue #${n} is not one of #14–#21`);

    const paths = wherePaths(r.where);
    if (r.where !== '—' && paths.length === 0) problems.push(`${name}: where "${r.where}" names no \`path\``);
    for (const p of paths) if (!files.exists(p)) problems.push(`${name}: where ${p} does not exist`);

    const refs = testRefs(r.test);
    if (typeof refs === 'string') {
      problems.push(`${name}: ${refs}`);
      continue;
    }
    if (state === 'built' && (paths.length === 0 || refs.length === 0))
      problems.push(`${name}: a built row names the code (where) and a test that proves it`);
    for (const { file, title } of refs) {
      if (!TEST_FILE.test(file)) problems.push(`${name}: ${file} is not a test file (*.test.ts, *.spec.ts)`);
      else if (!files.exists(file)) problems.push(`${name}: test file ${file} does not exist`);
      else if (!hasTestTitle(files.read(file), title))
        problems.push(`${name}: no it()/test() titled "${title}" in ${file}`);
    }
  }
  return problems;
}

/** The §n and §n.m headings of SPEC.md within §1–§9, §2 by its subsections. */
export function specHeadings(spec: string): string[] {
  const found = [...spec.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((m) => m[1] ?? '');
  return found.filter((s) => Number(s.split('.')[0]) <= 9 && !(s === '2' && found.includes('2.1')));
}

const repoFiles: Files = {
  exists: (p) => !p.startsWith('/') && !p.split('/').includes('..') && existsSync(join(ROOT, p)),
  read: (p) => readFileSync(join(ROOT, p), 'utf8'),
};

describe('docs/spec-coverage.md', () => {
  it('names only files and tests that exist, with valid ids, states and issues, a table per SPEC section', () => {
    expect(checkDoc(readFileSync(DOC, 'utf8'), repoFiles)).toEqual([]);
  });

  it('tables exactly the numbered sections of SPEC.md §1–§9', () => {
    // the spec sits beside the repository; without it the built-in list above is what the doc is held to
    if (existsSync(SPEC)) expect(specHeadings(readFileSync(SPEC, 'utf8'))).toEqual(SPEC_SECTIONS);
    expect(parseDoc(readFileSync(DOC, 'utf8')).sections).toEqual(SPEC_SECTIONS);
  });
});

describe('the checker itself', () => {
  const source = [
    "it('adds a line', () => {});",
    'test("shows the bag", async () => {});',
    "it.each([1, 2])('home %s renders', () => {});",
    'test(`no violations on ${path}`, async () => {});',
    "describe('a group title', () => {});",
    "it('Didn\\'t get the code?', () => {});",
  ].join('\n');
  const files: Files = {
    exists: (p) => ['packages/core/src/a.ts', 'packages/core/src/a.test.ts'].includes(p),
    read: () => source,
  };
  const doc = (row: string, sections = ['1']) =>
    sections
      .map(
        (s) =>
          `## §${s} Title (../shared/SPEC.md §${s})\n\n| id | requirement | where | test | state |\n|---|---|---|---|---|\n` +
          (s === sections[0] ? row : `| ${s}-01 | x | \`packages/core/src/a.ts\` | — | partial (#14): y |`),
      )
      .join('\n\n');
  const check = (row: string) => checkDoc(doc(row), files, ['1']);
  const good =
    '| 1-01 | a rule | `packages/core/src/a.ts` | `packages/core/src/a.test.ts` › "adds a line" | built |';

  it('passes a good row', () => {
    expect(check(good)).toEqual([]);
  });

  it('finds titles only in it()/test() calls, and parameterized ones by their literal prefix', () => {
    expect(hasTestTitle(source, 'adds a line')).toBe(true);
    expect(hasTestTitle(source, 'shows the bag')).toBe(true);
    expect(hasTestTitle(source, 'home %s renders')).toBe(true);
    expect(hasTestTitle(source, 'home ')).toBe(true);
    expect(hasTestTitle(source, 'no violations on ${path}')).toBe(true);
    expect(hasTestTitle(source, "Didn't get the code?")).toBe(true);
    expect(hasTestTitle(source, 'adds a')).toBe(false);
    expect(hasTestTitle(source, 'a group title')).toBe(false);
    expect(hasTestTitle(source, 'renders')).toBe(false);
  });

  it.each([
    [
      'a missing where path',
      good.replace('src/a.ts', 'src/gone.ts'),
      'row 1-01 (line 5): where packages/core/src/gone.ts does not exist',
    ],
    [
      'a missing test file',
      good.replace('a.test.ts', 'b.test.ts'),
      'test file packages/core/src/b.test.ts does not exist',
    ],
    [
      'an unknown test title',
      good.replace('adds a line', 'adds two lines'),
      'no it()/test() titled "adds two lines"',
    ],
    [
      'a bad state',
      good.replace('| built |', '| done |'),
      'state "done" is not one of built, partial, not yet',
    ],
    [
      'a partial row without an issue',
      good.replace('| built |', '| partial: no dark mode |'),
      'names the issue',
    ],
    ['a not-yet row without an issue', good.replace('| built |', '| not yet |'), 'names the issue'],
    [
      'an issue out of range',
      good.replace('| built |', '| not yet (#12) |'),
      'issue #12 is not one of #14–#21',
    ],
    [
      'a built row without a test',
      good.replace(/`packages\/core\/src\/a\.test\.ts` › "adds a line"/, '—'),
      'a built row names the code',
    ],
    ['an unreadable test cell', good.replace('› "adds a line"', 'adds a line'), 'cannot read test reference'],
    ['a non-test file as a test', good.replace('a.test.ts', 'a.ts'), 'is not a test file'],
    ['an id of another section', good.replace('| 1-01 |', '| 2-01 |'), 'id should read 1-NN'],
  ])('fails on %s, naming the row', (_, row, message) => {
    const problems = check(row);
    expect(problems.join('\n')).toContain(message);
    expect(problems.every((p) => p.startsWith('row '))).toBe(true);
  });

  it('fails on a repeated id and on a SPEC section without a table', () => {
    expect(check(`${good}\n${good}`).join('\n')).toContain('row 1-01 (line 6): id repeats the row on line 5');
    expect(checkDoc(doc(good), files, ['1', '2.1']).join('\n')).toContain('SPEC §2.1 has no table');
    expect(checkDoc(doc(good).replace('SPEC.md §1)', 'SPEC.md §4)'), files, ['1'])).toContain(
      'line 1: heading §1 cites ../shared/SPEC.md §4',
    );
  });

  it('reads the section headings of SPEC.md', () => {
    const spec =
      '# S\n## 1. What\n## 2. Screens\n### 2.1 Locale\n### 2.2 Routes\n## 3. Entities\n## 10. Later\n';
    expect(specHeadings(spec)).toEqual(['1', '2.1', '2.2', '3']);
  });
});
