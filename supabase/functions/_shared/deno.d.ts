// The slice of the Deno namespace the functions' entry points use, for type-checking them under Node.
declare namespace Deno {
  const env: { get(name: string): string | undefined };
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown;
}
