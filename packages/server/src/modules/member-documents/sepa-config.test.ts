import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

const env = (vars: Record<string, string>) => ({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...vars }) as NodeJS.ProcessEnv;

describe('CLUB_SEPA_CREDITOR_ID and the creditor data', () => {
  it('defaults to a valid demo identifier and normalises a typed one', () => {
    const config = loadConfig(env({}));
    expect(config.CLUB_SEPA_CREDITOR_ID).toBe('ES12000G48012345');
    expect(config.CLUB_LEGAL_NAME).toContain('Club Natación Getxo');
    expect(loadConfig(env({ CLUB_SEPA_CREDITOR_ID: 'es12 000 g480 12345' })).CLUB_SEPA_CREDITOR_ID).toBe('ES12000G48012345');
    expect(loadConfig(env({ CLUB_SEPA_CREDITOR_ID: 'DE98ZZZ09999999999' })).CLUB_SEPA_CREDITOR_ID).toBe('DE98ZZZ09999999999');
  });

  it('refuses wrong check digits or a malformed identifier, naming the variable', () => {
    for (const bad of ['ES13000G48012345', 'ES12000G4801234', 'G48012345', 'ES12-000-G48012345!']) {
      expect(() => loadConfig(env({ CLUB_SEPA_CREDITOR_ID: bad }))).toThrow(ConfigError);
      expect(() => loadConfig(env({ CLUB_SEPA_CREDITOR_ID: bad }))).toThrow(/CLUB_SEPA_CREDITOR_ID: not a valid SEPA creditor identifier/);
    }
  });

  it('stops the server at boot with a bad identifier, before anything starts', async () => {
    const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
    const run = promisify(execFile);
    const failure = await run(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, CLUB_SEPA_CREDITOR_ID: 'ES99000G48012345', DATA_DIR: '/nonexistent-should-not-be-created', PORT: '0' },
      timeout: 60_000,
    }).then(
      () => null,
      (err: { code?: number; stderr?: string }) => err,
    );
    expect(failure).not.toBeNull();
    expect(failure!.code).toBe(1);
    expect(failure!.stderr).toContain('CLUB_SEPA_CREDITOR_ID');
  }, 60_000);
});
