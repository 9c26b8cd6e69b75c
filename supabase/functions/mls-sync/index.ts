// Supabase Edge Functions entry point: the same handler the local backend runs, served by Deno.
import createMlsSync from './handler.ts';

Deno.serve(createMlsSync((name) => Deno.env.get(name)));
