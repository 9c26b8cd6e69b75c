// Supabase Edge Functions entry point: the same handler the local backend runs, served by Deno.
import createReplyPromise from './handler.ts';

Deno.serve(createReplyPromise((name) => Deno.env.get(name)));
