// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createFirestoreRepository, SendTimeoutError } from '@/data/firestore-repository';
import { connectTestClient } from '../support/firestore-client';
import { startFirestoreEmulator, type FirestoreEmulator } from '../support/firestore-emulator';

const message = { name: 'Jo', email: 'jo@example.com', message: 'Hi', date: new Date() };

describe('Firestore repository when the connection is gone', () => {
  let emulator: FirestoreEmulator | undefined;
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    emulator?.stop();
    await close?.();
  });

  it('ends a send that the SDK keeps pending in a failure, within the bound', async () => {
    emulator = await startFirestoreEmulator();
    const client = connectTestClient(emulator);
    close = client.close;
    const repository = createFirestoreRepository(client.db, { sendTimeoutMs: 300 });
    await expect(repository.getUser()).resolves.toBeNull();

    emulator.stop();
    const started = Date.now();
    await expect(repository.insertMail(message)).rejects.toBeInstanceOf(SendTimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('sends normally while connected', async () => {
    emulator = await startFirestoreEmulator();
    const client = connectTestClient(emulator);
    close = client.close;
    const repository = createFirestoreRepository(client.db, { sendTimeoutMs: 5000 });
    await expect(repository.insertMail(message)).resolves.toMatch(/^[A-Za-z0-9]{20}$/);
  });
});
