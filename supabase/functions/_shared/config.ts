// The lead functions' settings, read once from the function's environment (its secrets). Every bad
// variable is named together, so a misconfigured deploy says exactly what to fix.
import { type AgentIdentity, agentIdentity } from './agent.ts';
import { parseTrustedProxyHops } from './form-http.ts';
import type { Env } from './http.ts';

export type MailTransport =
  | { kind: 'resend'; apiKey: string; apiUrl: string }
  | { kind: 'smtp'; url: string }
  | { kind: 'files'; dir: string };

export interface LeadConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** The public site, for links in emails (defaults to the Supabase URL, where the local backend serves it). */
  siteUrl: string;
  /** Where the functions answer, for confirm and unsubscribe links. */
  functionsUrl: string;
  agent: AgentIdentity;
  /** The From of every email; the agent by default. */
  mailFrom: string;
  mail: MailTransport;
  webhook: { url: string; secret: string } | undefined;
  rateLimit: { max: number; windowSeconds: number };
  minFillMs: number;
  /** The first retry of a failed message waits this long, doubling each time (at most an hour). */
  retryBaseSeconds: number;
  /** Origins allowed to call the functions from a browser; `*` when SITE_URL is not set. */
  corsOrigins: string[] | '*';
  /**
   * Proxies in front of the functions that append to X-Forwarded-For (TRUSTED_PROXY_HOPS, 1: the
   * platform's gateway): the visitor's address is the entry the outermost appended.
   */
  trustedProxyHops: number;
  /**
   * This sender's name on the outbox rows it claims (OUTBOX_SENDER), so that it can take them back
   * at once after a crash; the local backend sets it. Unset, a crashed sender's rows wait for their lease.
   */
  outboxSender: string | undefined;
  /**
   * The static host's build hook (SITE_REBUILD_HOOK_URL: a Netlify build hook, a Cloudflare Pages
   * deploy hook), POSTed once per listing save through the outbox. Unset where nothing needs
   * rebuilding: the local backend renders pages from the database itself.
   */
  siteRebuildHookUrl: string | undefined;
  /**
   * What is wrong with SITE_REBUILD_HOOK_URL, if anything. It fails only the rebuild calls (each
   * shows in the back office's failed deliveries with this text), never the lead forms: a mistyped
   * hook must not cost the agent a lead.
   */
  siteRebuildHookProblem: string | undefined;
}

export class ConfigError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function origin(value: string, name: string, problems: string[]): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError('not http');
    return url.origin;
  } catch {
    problems.push(`${name} must be an http(s) URL, got "${value}"`);
    return value;
  }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * What is wrong with a SITE_REBUILD_HOOK_URL, or undefined when it may be called: https:, or http:
 * to this machine only (a stand-in hook in tests), never plain HTTP across a network. A hook's path
 * is its secret (anyone holding it can start builds), so the message names the scheme and host only.
 */
export function siteRebuildHookProblem(value: string): string | undefined {
  const rule = 'SITE_REBUILD_HOOK_URL must be an https: URL (http: only to 127.0.0.1, ::1 or localhost)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${rule}, got something that is not a URL`;
  }
  if (url.protocol === 'https:' && url.hostname) return undefined;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return undefined;
  return `${rule}, got "${url.protocol}//${url.host}/…"`;
}

export function loadLeadConfig(env: Env): LeadConfig {
  const problems: string[] = [];
  const required = (name: string) => {
    const value = env(name);
    if (!value) problems.push(`${name} is required`);
    return value ?? '';
  };
  const supabaseUrl = required('SUPABASE_URL').replace(/\/$/, '');
  const serviceRoleKey = required('SUPABASE_SERVICE_ROLE_KEY');
  const siteUrl = (env('SITE_URL') || supabaseUrl).replace(/\/$/, '');
  if (siteUrl) origin(siteUrl, 'SITE_URL', problems);
  const agent = agentIdentity(env);
  if (!EMAIL.test(agent.email)) problems.push(`AGENT_EMAIL must be an email address, got "${agent.email}"`);

  const rate = env('LEAD_RATE_LIMIT') ?? '10/600';
  const rateMatch = /^(\d+)\/(\d+)$/.exec(rate);
  if (!rateMatch || Number(rateMatch[2]) < 1) {
    problems.push(
      `LEAD_RATE_LIMIT must be <requests>/<seconds> such as 10/600 (0/… turns it off), got "${rate}"`,
    );
  }
  const minFillMs = Number(env('LEAD_MIN_FILL_MS') ?? 2000);
  if (!Number.isInteger(minFillMs) || minFillMs < 0) {
    problems.push(
      `LEAD_MIN_FILL_MS must be a whole number of milliseconds, got "${env('LEAD_MIN_FILL_MS')}"`,
    );
  }
  const retryBaseSeconds = Number(env('OUTBOX_RETRY_BASE_SECONDS') ?? 30);
  if (!Number.isInteger(retryBaseSeconds) || retryBaseSeconds < 1) {
    problems.push(`OUTBOX_RETRY_BASE_SECONDS must be a whole number of seconds (1 or more)`);
  }

  const trustedProxyHops = parseTrustedProxyHops(env('TRUSTED_PROXY_HOPS'));
  if (trustedProxyHops === undefined) {
    problems.push(
      `TRUSTED_PROXY_HOPS must be the number of proxies in front of the functions (1 to 10), got "${env('TRUSTED_PROXY_HOPS')}"`,
    );
  }

  let mail: MailTransport;
  const smtpUrl = env('SMTP_URL');
  const resendKey = env('RESEND_API_KEY');
  if (resendKey) {
    mail = { kind: 'resend', apiKey: resendKey, apiUrl: env('RESEND_API_URL') || 'https://api.resend.com' };
  } else if (smtpUrl) {
    if (!/^smtps?:\/\/[^/]+/.test(smtpUrl))
      problems.push('SMTP_URL must look like smtp://user:pass@host:587');
    mail = { kind: 'smtp', url: smtpUrl };
  } else {
    mail = { kind: 'files', dir: env('MAIL_DIR') || './data/mail' };
  }

  const webhookUrl = env('LEAD_WEBHOOK_URL');
  const webhookSecret = env('LEAD_WEBHOOK_SECRET');
  if (webhookUrl) {
    origin(webhookUrl, 'LEAD_WEBHOOK_URL', problems);
    if (!webhookSecret || webhookSecret.length < 16) {
      problems.push('LEAD_WEBHOOK_SECRET must be set (16 characters or more) with LEAD_WEBHOOK_URL');
    }
  }

  const siteRebuildHookUrl = env('SITE_REBUILD_HOOK_URL') || undefined;

  const corsOrigins = env('SITE_URL')
    ? [siteUrl, supabaseUrl, ...(env('CORS_ORIGINS') ?? '').split(',')]
        .map((value) => value.trim())
        .filter(Boolean)
        .map((value) => origin(value, 'CORS_ORIGINS', problems))
    : '*';

  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n  - ${problems.join('\n  - ')}`);
  return {
    supabaseUrl,
    serviceRoleKey,
    siteUrl,
    functionsUrl: `${supabaseUrl}/functions/v1`,
    agent,
    mailFrom: env('MAIL_FROM') || `${agent.name} <${agent.email}>`,
    mail,
    webhook: webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret } : undefined,
    rateLimit: { max: Number(rateMatch?.[1] ?? 10), windowSeconds: Number(rateMatch?.[2] ?? 600) },
    minFillMs,
    retryBaseSeconds,
    corsOrigins,
    trustedProxyHops: trustedProxyHops ?? 1,
    outboxSender: env('OUTBOX_SENDER') || undefined,
    siteRebuildHookUrl,
    siteRebuildHookProblem: siteRebuildHookUrl && siteRebuildHookProblem(siteRebuildHookUrl),
  };
}
