import { describe, expect, it } from 'vitest';
import { ConfigError, readAppConfig, readMemoryOptions } from '@/data/app-config';

const FULL_ENV = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_DATABASE_URL: 'https://demo.firebaseio.com',
  VITE_FIREBASE_PROJECT_ID: 'demo',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_MEASUREMENT_ID: 'G-ABC',
};

describe('readAppConfig', () => {
  it('runs the memory demo when no Firebase variable is set', () => {
    expect(readAppConfig({ MODE: 'production', VITE_FIREBASE_API_KEY: '  ' }, '')).toEqual({
      mode: 'memory',
      memory: { latencyMs: 0, fail: new Set() },
    });
  });

  it('uses Firestore when the configuration is complete', () => {
    const config = readAppConfig(
      { ...FULL_ENV, VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' },
      '',
    );
    expect(config).toEqual({
      mode: 'firestore',
      emulatorHost: '127.0.0.1:8080',
      functionsEmulatorHost: '127.0.0.1:5001',
      firebase: {
        apiKey: 'key',
        authDomain: 'demo.firebaseapp.com',
        databaseURL: 'https://demo.firebaseio.com',
        projectId: 'demo',
        storageBucket: 'demo.appspot.com',
        messagingSenderId: '123',
        appId: '1:123:web:abc',
        measurementId: 'G-ABC',
      },
    });
  });

  it("points the studio's sign-in at the Authentication emulator only when its host is set", () => {
    const on = readAppConfig({ ...FULL_ENV, VITE_AUTH_EMULATOR_HOST: ' 127.0.0.1:9099 ' }, '');
    expect(on).toMatchObject({ mode: 'firestore', authEmulatorHost: '127.0.0.1:9099' });
    expect(readAppConfig(FULL_ENV, '')).toMatchObject({ authEmulatorHost: undefined });
  });

  it("points the studio's Publish at the Functions emulator with the Firestore emulator", () => {
    expect(
      readAppConfig({ ...FULL_ENV, VITE_FIRESTORE_EMULATOR_HOST: 'localhost:8080' }, ''),
    ).toMatchObject({ functionsEmulatorHost: 'localhost:5001' });
    expect(
      readAppConfig(
        {
          ...FULL_ENV,
          VITE_FIRESTORE_EMULATOR_HOST: 'localhost:8080',
          VITE_FUNCTIONS_EMULATOR_HOST: '127.0.0.1:5555',
        },
        '',
      ),
    ).toMatchObject({ functionsEmulatorHost: '127.0.0.1:5555' });
    expect(readAppConfig(FULL_ENV, '')).toMatchObject({ functionsEmulatorHost: undefined });
  });

  it('turns App Check on only when its site key is set', () => {
    const on = readAppConfig({ ...FULL_ENV, VITE_APP_CHECK_RECAPTCHA_SITE_KEY: ' 6Lc-key ' }, '');
    expect(on).toMatchObject({ mode: 'firestore', appCheckSiteKey: '6Lc-key' });
    const off = readAppConfig({ ...FULL_ENV, VITE_APP_CHECK_RECAPTCHA_SITE_KEY: '' }, '');
    expect(off).toMatchObject({ mode: 'firestore', appCheckSiteKey: undefined });
  });

  it('names every missing variable of a half-filled configuration', () => {
    const env = { VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: 'demo' };
    expect(() => readAppConfig(env, '')).toThrow(ConfigError);
    try {
      readAppConfig(env, '');
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'VITE_FIREBASE_AUTH_DOMAIN is missing',
        'VITE_FIREBASE_APP_ID is missing',
      ]);
      expect((error as ConfigError).message).toContain('VITE_FIREBASE_AUTH_DOMAIN is missing');
    }
  });
});

describe('readMemoryOptions', () => {
  it('reads latency and the operations to fail from the URL', () => {
    expect(readMemoryOptions('?latency=2000&fail=send,user')).toEqual({
      latencyMs: 2000,
      fail: new Set(['send', 'user']),
    });
  });

  it("fails the studio's saves with fail=save", () => {
    expect(readMemoryOptions('?fail=save').fail).toEqual(new Set(['save']));
    expect(readMemoryOptions('?fail=publish').fail).toEqual(new Set(['publish']));
    expect(readMemoryOptions('?fail=posts,resume').fail).toEqual(new Set(['posts', 'resume']));
  });

  it('ignores what it does not understand', () => {
    expect(readMemoryOptions('?latency=soon&fail=everything,,projects')).toEqual({
      latencyMs: 0,
      fail: new Set(['projects']),
    });
    expect(readMemoryOptions('?latency=-5').latencyMs).toBe(0);
    expect(readMemoryOptions('?latency=9999999').latencyMs).toBe(60_000);
  });
});
