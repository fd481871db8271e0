import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.orgTimezone).toBe('Asia/Kolkata');
    expect(config.weeklyOff).toEqual([0]);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.admin.email).toBe('admin@example.com');
    expect(config.admin.password).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('lists every bad variable at once', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        ORG_TIMEZONE: 'Mars/Olympus',
        DATABASE_URL: 'mysql://x',
        WEEKLY_OFF: 'Funday',
        ADMIN_PASSWORD: 'short',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const variable of ['PORT', 'ORG_TIMEZONE', 'DATABASE_URL', 'WEEKLY_OFF', 'ADMIN_PASSWORD']) {
      expect(problems).toContain(variable);
    }
  });

  it('reads weekly offs as weekday numbers and accepts a PostgreSQL URL', () => {
    const config = loadConfig({
      WEEKLY_OFF: 'saturday, Sunday',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/hrms',
    });
    expect(config.weeklyOff).toEqual([0, 6]);
    expect(config.databaseUrl).toBe('postgres://u@127.0.0.1:5432/hrms');
  });

  it('honours CLOCK_START only in tests', () => {
    expect(
      loadConfig({ NODE_ENV: 'test', CLOCK_START: '2026-11-20T04:00:00.000Z' }).clockStart?.toISOString(),
    ).toBe('2026-11-20T04:00:00.000Z');
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_START: '2026-11-20T04:00:00.000Z' })).toThrow(
      /only honoured/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', CLOCK_START: 'yesterday' })).toThrow(/CLOCK_START/);
  });

  it('treats empty optional variables as unset', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      JWT_SECRET: '',
      ADMIN_PASSWORD: '',
      ADMIN_EMAIL: '',
      PORT: '',
    });
    expect(config.admin.email).toBe('admin@example.com');
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
    expect(config.admin.password).toBeUndefined();
  });

  it('reads PUBLIC_URL: an http(s) URL without query, fragment or password, trailing slashes dropped', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: '' }).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://HR.example.in/' }).publicUrl).toBe('https://hr.example.in');
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:3000' }).publicUrl).toBe('http://10.0.0.5:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://example.in/hrms//' }).publicUrl).toBe('https://example.in/hrms');
    for (const bad of [
      'hr.example.in',
      'ftp://hr.example.in',
      'https://hr.example.in/?x=1',
      'https://hr.example.in/?',
      'https://hr.example.in/#top',
      'https://user:pass@hr.example.in',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL: must be an http\(s\) URL/);
    }
  });

  it('reads REDIS_URL (unset or empty: one instance alone) and its key prefix', () => {
    expect(loadConfig({ REDIS_URL: '' })).toMatchObject({ redisUrl: undefined, redisPrefix: 'hrms' });
    const shared = loadConfig({
      REDIS_URL: 'rediss://:secret@cache.internal:6380/2',
      REDIS_PREFIX: 'acme-hr',
    });
    expect(shared).toMatchObject({
      redisUrl: 'rediss://:secret@cache.internal:6380/2',
      redisPrefix: 'acme-hr',
    });
    expect(() => loadConfig({ REDIS_URL: 'cache.internal:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ REDIS_PREFIX: 'has spaces' })).toThrow(/REDIS_PREFIX/);
  });
});
