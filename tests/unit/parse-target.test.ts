import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_EMULATOR_HOST, parseArguments } from '../../scripts/lib/parse-target';

describe('parseArguments: the Authentication emulator', () => {
  it('is 127.0.0.1:9099 by default, as firebase-tools starts it', () => {
    const { target } = parseArguments(['a@example.com'], {});
    expect(target.authEmulatorHost).toBe(DEFAULT_AUTH_EMULATOR_HOST);
    expect(DEFAULT_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
  });

  it('takes $FIREBASE_AUTH_EMULATOR_HOST, and --auth-emulator over it', () => {
    const env = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' };
    expect(parseArguments([], env).target.authEmulatorHost).toBe('127.0.0.1:9199');
    const flagged = parseArguments(['--auth-emulator', 'localhost:9299', 'a@example.com'], env);
    expect(flagged.target.authEmulatorHost).toBe('localhost:9299');
    expect(flagged.positional).toEqual(['a@example.com']);
  });

  it('is never used with --real, even when the variable is set', () => {
    const { target } = parseArguments(['--real', '--project', 'maya-site'], {
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(target).toMatchObject({ projectId: 'maya-site', authEmulatorHost: undefined });
  });

  it('reads a switch anywhere without taking the next word as its value', () => {
    const { flags, positional } = parseArguments(['--revoke', 'a@example.com'], {}, ['revoke']);
    expect(flags.get('revoke')).toBe('true');
    expect(positional).toEqual(['a@example.com']);
  });
});

describe('parseArguments: --verbose', () => {
  it('is a switch of every command, never taking the next word as its value', () => {
    const { flags, positional } = parseArguments(['--verbose', 'mocks/portfolio.json'], {});
    expect(flags.get('verbose')).toBe('true');
    expect(positional).toEqual(['mocks/portfolio.json']);
  });
});
