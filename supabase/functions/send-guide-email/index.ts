// Supabase Edge Functions entry point: the same handler the local backend runs, served by Deno.
import createSendGuideEmail from './handler.ts';

Deno.serve(createSendGuideEmail((name) => Deno.env.get(name)));
