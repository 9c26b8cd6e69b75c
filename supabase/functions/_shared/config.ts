// The lead functions' settings, read once from the function's environment (its secrets). Every bad
// variable is named together, so a misconfigured deploy says exactly what to fix.
import { type AgentIdentity, agentIdentity, isTimeZone } from './agent.ts';
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
  /**
   * Web Push to the agent's devices (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: RFC 8292's application
   * server keys, base64url; VAPID_SUBJECT: how a push service reaches the sender, `mailto:` the
   * agent by default). Unset: push alerts are not sent (each queued one is skipped, saying so).
   */
  push: PushConfig | undefined;
  /**
   * Text messages to the agent's mobile through an SMS provider's HTTP API in Twilio's Messages
   * shape (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM, AGENT_MOBILE, SMS_API_URL). Unset: none.
   */
  sms: SmsConfig | undefined;
  /**
   * What is wrong with the push or text settings, if anything. Like a mistyped rebuild hook, it
   * fails only those alerts (each shows in the back office's failed deliveries with this text),
   * never the lead forms: the lead and its email must still get through.
   */
  alertProblems: { push?: string; sms?: string };
  /**
   * Saved-search alert ceilings (docs/decisions/055-saved-search-alerts.md): at most
   * `perRecipientPerDay` alert emails to one address in 24 hours (SAVED_SEARCH_MAX_PER_RECIPIENT_PER_DAY,
   * 10) and `perHour` to all addresses together in an hour (SAVED_SEARCH_MAX_PER_HOUR, 500). What
   * does not fit waits for a later run; nothing is dropped.
   */
  savedSearchCeilings: { perRecipientPerDay: number; perHour: number };
}

export interface PushConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
  /**
   * Push services besides the browsers' own (PUSH_SERVICE_ORIGINS: comma-separated origins), for a
   * stand-in in tests; production leaves it unset. See push-services.ts.
   */
  serviceOrigins: readonly string[];
}

export interface SmsConfig {
  accountSid: string;
  authToken: string;
  /** The sending number, E.164 (+13135550100). */
  from: string;
  /** The agent's mobile, E.164. */
  to: string;
  /** The provider's API origin: Twilio's by default; tests point it at a stand-in. */
  apiUrl: string;
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
 * What is wrong with a URL the functions POST to, or undefined when it may be called: https:, or
 * http: to this machine only (a stand-in in tests), never plain HTTP across a network. The message
 * names the scheme and host only: a hook's path is its secret, a push endpoint's path its address.
 */
export function httpsUrlProblem(value: string, name: string): string | undefined {
  const rule = `${name} must be an https: URL (http: only to 127.0.0.1, ::1 or localhost)`;
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

/**
 * What is wrong with a SITE_REBUILD_HOOK_URL (anyone holding one can start builds), or undefined
 * when it may be called.
 */
export const siteRebuildHookProblem = (value: string) => httpsUrlProblem(value, 'SITE_REBUILD_HOOK_URL');

const BASE64URL_KEY = { public: /^[A-Za-z0-9_-]{87}$/, private: /^[A-Za-z0-9_-]{43}$/ };
const E164 = /^\+[1-9]\d{7,14}$/;

/** Web Push settings, or undefined when neither key is set; a half-set or malformed pair is a problem. */
function pushConfig(env: Env, agentEmail: string, problems: string[]): PushConfig | undefined {
  const publicKey = env('VAPID_PUBLIC_KEY');
  const privateKey = env('VAPID_PRIVATE_KEY');
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !BASE64URL_KEY.public.test(publicKey)) {
    problems.push('VAPID_PUBLIC_KEY must be a P-256 public key, base64url (87 characters): see the README');
  }
  if (!privateKey || !BASE64URL_KEY.private.test(privateKey)) {
    problems.push('VAPID_PRIVATE_KEY must be a P-256 private key, base64url (43 characters): see the README');
  }
  const subject = env('VAPID_SUBJECT') || `mailto:${agentEmail}`;
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(subject)) {
    problems.push(`VAPID_SUBJECT must be a mailto: or https: URL, got "${subject}"`);
  }
  const serviceOrigins = (env('PUSH_SERVICE_ORIGINS') ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => origin(value, 'PUSH_SERVICE_ORIGINS', problems));
  return { publicKey: publicKey ?? '', privateKey: privateKey ?? '', subject, serviceOrigins };
}

const SMS_VARIABLES = ['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM', 'AGENT_MOBILE'] as const;

/** Text message settings, or undefined when none is set; a partial set names what is missing. */
function smsConfig(env: Env, problems: string[]): SmsConfig | undefined {
  if (!SMS_VARIABLES.some((name) => env(name))) return undefined;
  for (const name of SMS_VARIABLES) {
    if (!env(name))
      problems.push(`${name} is required for text message alerts (with ${SMS_VARIABLES.join(', ')})`);
  }
  const accountSid = env('SMS_ACCOUNT_SID') ?? '';
  if (accountSid && !/^[A-Za-z0-9]{1,64}$/.test(accountSid)) {
    problems.push('SMS_ACCOUNT_SID must be letters and digits (a Twilio account SID: AC followed by 32)');
  }
  for (const name of ['SMS_FROM', 'AGENT_MOBILE'] as const) {
    const value = env(name);
    if (value && !E164.test(value))
      problems.push(`${name} must be a phone number in E.164 form, such as +13135550123`);
  }
  const apiUrl = (env('SMS_API_URL') || 'https://api.twilio.com').replace(/\/$/, '');
  const urlProblem = httpsUrlProblem(apiUrl, 'SMS_API_URL');
  if (urlProblem) problems.push(urlProblem);
  return {
    accountSid,
    authToken: env('SMS_AUTH_TOKEN') ?? '',
    from: env('SMS_FROM') ?? '',
    to: env('AGENT_MOBILE') ?? '',
    apiUrl,
  };
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
  if (!agent.timeZone) {
    problems.push(
      "AGENT_TIME_ZONE is required: the agent's IANA time zone, such as America/Denver (the site's timeZone)",
    );
  } else if (!isTimeZone(agent.timeZone)) {
    problems.push(
      `AGENT_TIME_ZONE must be an IANA time zone such as America/Denver, got "${agent.timeZone}"`,
    );
  }

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

  const ceiling = (name: string, fallback: number) => {
    const value = Number(env(name) ?? fallback);
    if (!Number.isInteger(value) || value < 1) {
      problems.push(`${name} must be a whole number of emails (1 or more), got "${env(name)}"`);
    }
    return value;
  };
  const savedSearchCeilings = {
    perRecipientPerDay: ceiling('SAVED_SEARCH_MAX_PER_RECIPIENT_PER_DAY', 10),
    perHour: ceiling('SAVED_SEARCH_MAX_PER_HOUR', 500),
  };

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
  const pushProblems: string[] = [];
  const push = pushConfig(env, agent.email, pushProblems);
  const smsProblems: string[] = [];
  const sms = smsConfig(env, smsProblems);

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
    push,
    sms,
    alertProblems: {
      ...(pushProblems.length > 0 ? { push: pushProblems.join('; ') } : {}),
      ...(smsProblems.length > 0 ? { sms: smsProblems.join('; ') } : {}),
    },
    savedSearchCeilings,
  };
}
