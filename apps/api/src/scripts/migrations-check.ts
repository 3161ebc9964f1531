// npm run migrations:check
// Fails (exit 1) when a migration after the recorded baseline drops or renames a table or a column, or requires a
// value the previous release does not write (docs/operations.md, "Migrations under a rolling deploy").
import { checkMigrations, journal, RULE_BASELINE } from '../db/migration-rules.ts';

const violations = checkMigrations();
const checked = journal().length - 1 - journal().findIndex((e) => e.tag === RULE_BASELINE);
if (violations.length === 0) {
  console.log(`migrations:check: ${checked} migration(s) after ${RULE_BASELINE} only expand the schema`);
} else {
  for (const v of violations) console.error(`${v.migration}: ${v.what}`);
  console.error(
    `migrations:check: ${violations.length} change(s) would break the previous release during a rolling deploy. ` +
      'Expand now, contract one release later; a deliberate contract step carries `-- contract: <why>`.',
  );
  process.exit(1);
}
