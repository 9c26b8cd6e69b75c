// `npm run gen:types`: writes packages/schemas/src/database.types.ts from supabase/migrations, as
// `supabase gen types typescript` would from the migrated database. Run it after adding a
// migration and commit the result; packages/local-backend/test/database-types.test.ts fails while
// the checked-in file differs.
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { WORKSPACE_ROOT } from '../src/config.ts';
import { DATABASE_TYPES_FILE, migrationTypes } from '../src/db/database-types.ts';

writeFileSync(DATABASE_TYPES_FILE, await migrationTypes(join(WORKSPACE_ROOT, 'supabase')));
console.log(`Wrote ${relative(WORKSPACE_ROOT, DATABASE_TYPES_FILE)} from supabase/migrations.`);
