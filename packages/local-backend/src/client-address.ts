// The client's address, the way a server behind proxies must take it: the socket's peer when nothing
// stands in front (the default), else the X-Forwarded-For entry that the outermost trusted proxy
// appended. Entries further left were written by the client and prove nothing.
import type { IncomingMessage } from 'node:http';

/** At most this many characters: a longer entry is not an address. */
const MAX_ADDRESS = 64;

function normalise(address: string | undefined): string | undefined {
  const text = address?.trim().replace(/^::ffff:/, '');
  return text && text.length <= MAX_ADDRESS ? text : undefined;
}

/**
 * `trustedHops` proxies that each append the address they were reached from stand in front of this
 * server: the client is the entry that many places from the right. With fewer entries than that the
 * request came around the proxies, and the socket's peer is the client.
 */
export function clientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string | undefined {
  if (trustedHops > 0 && forwardedFor !== undefined) {
    const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',');
    if (entries.length >= trustedHops) return normalise(entries[entries.length - trustedHops]);
  }
  return normalise(socketAddress);
}

export function requestClientAddress(request: IncomingMessage, trustedHops: number): string | undefined {
  return clientAddress(request.headers['x-forwarded-for'], request.socket.remoteAddress, trustedHops);
}
