import { describe, expect, it } from 'vitest';
import {
  answerKey,
  answersCacheName,
  backOfficePath,
  isBackOfficePath,
  isDatabaseRead,
  isStaticAsset,
  readPushAlert,
  requestUser,
} from './offline-cache.ts';

const token = (claims: Record<string, unknown>) =>
  `Bearer eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.c2lnbmF0dXJl`;
const AGENT_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe('the back office offline', () => {
  it('answers only its own pages and the files that never change under their name', () => {
    expect(['/admin', '/admin/leads/1', '/admin/alerts'].every(isBackOfficePath)).toBe(true);
    expect(['/administrator', '/listings', '/'].some(isBackOfficePath)).toBe(false);
    expect(isStaticAsset('/assets/admin-DjvTj8ru.js')).toBe(true);
    expect(isStaticAsset('/admin-icons/icon-192.png')).toBe(true);
    expect(isStaticAsset('/listings')).toBe(false);
  });

  it('keeps database reads per signed-in user, never the anon key’s', () => {
    expect(requestUser(token({ sub: AGENT_ID, role: 'authenticated' }))).toBe(AGENT_ID);
    expect(requestUser(token({ role: 'anon' }))).toBeUndefined();
    expect(requestUser('Bearer not-a-jwt')).toBeUndefined();
    expect(requestUser(null)).toBeUndefined();
    expect(answersCacheName(AGENT_ID)).toBe(`admin-answers-${AGENT_ID}`);
    expect(isDatabaseRead('GET', new URL('https://ref.supabase.co/rest/v1/leads?select=*'))).toBe(true);
    expect(isDatabaseRead('PATCH', new URL('https://ref.supabase.co/rest/v1/leads?id=eq.1'))).toBe(false);
    expect(isDatabaseRead('GET', new URL('https://ref.supabase.co/auth/v1/user'))).toBe(false);
  });

  it('keeps one row and a list of the same URL apart', () => {
    const url = 'http://127.0.0.1:3000/rest/v1/leads?select=*&id=eq.1';
    expect(answerKey(url, 'application/vnd.pgrst.object+json')).not.toBe(answerKey(url, 'application/json'));
    expect(answerKey(url, 'application/json')).toBe(url);
  });
});

describe('a pushed alert', () => {
  it('shows the lead it names and opens its page', () => {
    const alert = {
      title: 'Tour request from Renee Alvarez',
      body: 'Reply by 2:45 PM',
      path: '/admin/leads/1',
      tag: 'lead:1',
    };
    expect(readPushAlert(JSON.stringify(alert))).toEqual(alert);
  });

  it('never opens a page outside the back office', () => {
    expect(backOfficePath('https://phish.example.com/admin')).toBe('/admin');
    expect(backOfficePath('//phish.example.com/admin')).toBe('/admin');
    expect(backOfficePath('/admin//phish.example.com')).toBe('/admin');
    expect(readPushAlert(JSON.stringify({ title: 'x', body: 'y', path: '/listings' })).path).toBe('/admin');
  });

  it('says a lead arrived when the message is empty or not ours', () => {
    expect(readPushAlert(undefined).title).toBe('A new lead');
    expect(readPushAlert('not json').path).toBe('/admin');
  });
});
