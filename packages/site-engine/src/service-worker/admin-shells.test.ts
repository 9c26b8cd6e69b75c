import { describe, expect, it } from 'vitest';
import { adminRedirects, adminShellFor } from './admin-shells.ts';

describe('the back office’s shells', () => {
  it('answer sign-in and the inbox with their own pages, and every other back-office path with the frame', () => {
    expect(adminShellFor('/admin/sign-in').file).toBe('admin-sign-in.html');
    expect(adminShellFor('/admin/sign-in/').file).toBe('admin-sign-in.html');
    expect(adminShellFor('/admin').file).toBe('admin-inbox.html');
    expect(adminShellFor('/admin/').file).toBe('admin-inbox.html');
    for (const path of [
      '/admin/leads/5f0c2a8e',
      '/admin/listings',
      '/admin/sign-in-help',
      '/admin/sign-in/x',
    ])
      expect(adminShellFor(path).file, path).toBe('admin.html');
  });

  it('say the same to a static host, the catch-all last since the first matching line wins', () => {
    expect(adminRedirects().split('\n')).toEqual([
      '/admin/sign-in /_shells/admin-sign-in.html 200',
      '/admin/sign-in/ /_shells/admin-sign-in.html 200',
      '/admin /_shells/admin-inbox.html 200',
      '/admin/ /_shells/admin-inbox.html 200',
      '/admin/* /_shells/admin.html 200',
      '',
    ]);
  });
});
