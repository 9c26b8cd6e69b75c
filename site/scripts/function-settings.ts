// `npm run -s function-settings [NAME]`: prints a setting this site's configuration gives the edge
// functions (src/config/functions.ts), for `supabase secrets set "NAME=$(npm run -s
// function-settings NAME)"`; without a name, the names, one a line.
import { functionSettings } from '../src/config/functions.ts';

const [name] = process.argv.slice(2);
const names = Object.keys(functionSettings);
if (name === undefined) console.log(names.join('\n'));
else if (Object.hasOwn(functionSettings, name)) process.stdout.write(functionSettings[name]!);
else {
  console.error(`No function setting ${name}: the site gives ${names.join(', ')}`);
  process.exit(1);
}
