import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

describe('configuration from the environment', () => {
  it('gives a laptop defaults that make npm start work', () => {
    const c = loadConfig(env({}));
    expect(c).toMatchObject({ NODE_ENV: 'development', PORT: 8080, HOST: '0.0.0.0', SEED_DEMO: true, PUBLIC_CACHE_SECONDS: 60 });
    expect(c.DATA_DIR).toBe(path.resolve('./data'));
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('counts a variable set to the empty string (or blanks) as unset: NODE_ENV= and PORT= no longer stop the server', () => {
    const c = loadConfig(
      env({ NODE_ENV: '', PORT: '', DATABASE_URL: '', SMTP_URL: '  ', EMBEDDED_PG_PORT: '', LOG_LEVEL: '', SEED_DEMO: '', DATA_DIR: '' }),
    );
    expect(c).toMatchObject({ NODE_ENV: 'development', PORT: 8080, LOG_LEVEL: 'info', SEED_DEMO: true });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.EMBEDDED_PG_PORT).toBeUndefined();
    expect(c.DATA_DIR).toBe(path.resolve('./data'));
  });

  it('reads set values', () => {
    const c = loadConfig(env({ NODE_ENV: 'production', PORT: '9090', SEED_DEMO: '0', EMBEDDED_PG_PORT: '54329', TRUST_PROXY: 'true' }));
    expect(c).toMatchObject({ NODE_ENV: 'production', PORT: 9090, SEED_DEMO: false, EMBEDDED_PG_PORT: 54329, TRUST_PROXY: true });
    expect(c.PUBLIC_URL).toBe('http://localhost:9090');
  });

  it('checks CLUB_TAX_ID at boot: a NIF/CIF with its right check character', () => {
    expect(loadConfig(env({})).CLUB_TAX_ID).toBe('G48123459');
    expect(loadConfig(env({ CLUB_TAX_ID: 'g-4812345-9' })).CLUB_TAX_ID).toBe('G48123459');
    for (const bad of ['G48123450', '12345678A', 'ABC']) {
      expect(() => loadConfig(env({ CLUB_TAX_ID: bad }))).toThrow(/CLUB_TAX_ID/);
    }
  });

  it('refuses a bad value and names the variable', () => {
    const cases: [Record<string, string>, string][] = [
      [{ NODE_ENV: 'prod' }, 'NODE_ENV'],
      [{ PORT: 'eighty' }, 'PORT'],
      [{ PORT: '70000' }, 'PORT'],
      [{ DATABASE_URL: 'mysql://x@localhost/club' }, 'DATABASE_URL'],
      [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
      [{ EMBEDDED_PG_PORT: '0' }, 'EMBEDDED_PG_PORT'],
      [{ PUBLIC_CACHE_SECONDS: '-1' }, 'PUBLIC_CACHE_SECONDS'],
    ];
    for (const [vars, name] of cases) {
      let error: unknown;
      try {
        loadConfig(env(vars));
      } catch (err) {
        error = err;
      }
      expect(error, name).toBeInstanceOf(ConfigError);
      expect((error as Error).message, name).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
    }
  });
});
