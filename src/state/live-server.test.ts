// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkServerAddress, currentServer, keepServerUrl, SERVER_KEY } from './live-server';

describe('checkServerAddress', () => {
  it('takes ws:// and wss:// addresses, trimmed and written the way live links write them', () => {
    expect(checkServerAddress(' wss://live.example.org ')).toEqual({
      ok: true,
      url: 'wss://live.example.org',
    });
    expect(checkServerAddress('wss://live.example.org/')).toEqual({
      ok: true,
      url: 'wss://live.example.org',
    });
    expect(checkServerAddress('ws://127.0.0.1:1234')).toEqual({ ok: true, url: 'ws://127.0.0.1:1234' });
    expect(checkServerAddress('wss://club.example:8443/live')).toEqual({
      ok: true,
      url: 'wss://club.example:8443/live',
    });
  });

  it('refuses everything else, saying what is wrong', () => {
    expect(checkServerAddress('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(checkServerAddress(`wss://${'a'.repeat(300)}.example`)).toEqual({
      ok: false,
      problem: 'too_long',
    });
    expect(checkServerAddress('live.example.org')).toEqual({ ok: false, problem: 'not_an_address' });
    expect(checkServerAddress('https://live.example.org')).toEqual({ ok: false, problem: 'not_websocket' });
    expect(checkServerAddress('javascript:alert(1)')).toEqual({ ok: false, problem: 'not_websocket' });
    expect(checkServerAddress('wss://user:pw@live.example.org')).toEqual({
      ok: false,
      problem: 'has_password',
    });
    expect(checkServerAddress('wss://live.example.org/?room=1')).toEqual({ ok: false, problem: 'has_extra' });
    expect(checkServerAddress('wss://live.example.org/#x')).toEqual({ ok: false, problem: 'has_extra' });
  });

  it('from a page served over https, refuses a plain ws:// server other than this machine', () => {
    expect(checkServerAddress('ws://live.example.org', 'https:')).toEqual({ ok: false, problem: 'insecure' });
    expect(checkServerAddress('ws://localhost:1234', 'https:')).toEqual({
      ok: true,
      url: 'ws://localhost:1234',
    });
    expect(checkServerAddress('ws://live.example.org', 'http:')).toEqual({
      ok: true,
      url: 'ws://live.example.org',
    });
  });
});

describe('currentServer', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllEnvs();
  });

  it('is the one set in Settings, else the built-in one, else none; a damaged stored value is not used', () => {
    vi.stubEnv('VITE_SYNC_URL', 'ws://127.0.0.1:1234');
    expect(currentServer()).toEqual({ url: 'ws://127.0.0.1:1234', from: 'built_in' });
    expect(keepServerUrl('wss://live.example.org')).toBe(true);
    expect(currentServer()).toEqual({ url: 'wss://live.example.org', from: 'settings' });
    localStorage.setItem(SERVER_KEY, 'javascript:alert(1)');
    expect(currentServer()).toEqual({ url: 'ws://127.0.0.1:1234', from: 'built_in' });
    vi.stubEnv('VITE_SYNC_URL', '');
    expect(currentServer()).toBeNull();
  });
});
