/// <reference lib="webworker" />
/**
 * The Firestore worker: Firebase's Firestore client lives here, off the page's main thread, so
 * loading it, keeping its connection and decoding every change never block what the visitor
 * does. The page talks to it through src/data/repository-bridge.ts (see firestore-worker-client).
 */
import { connectWorkerRepository } from './firestore-worker-connect';
import { exposeRepository } from './repository-bridge';

declare const self: DedicatedWorkerGlobalScope;

exposeRepository(self, connectWorkerRepository);
