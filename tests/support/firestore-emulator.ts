/**
 * An in-process Firestore emulator for tests, on the gRPC wire that firebase's Node build speaks.
 *
 * The official emulator is a Java jar downloaded at run time, which cannot run here, so this
 * starts `@firestore-emulator/server` (pinned to 0.3.15 with @grpc/grpc-js 1.14.3 in
 * package.json) and closes three gaps of that version, measured in NOTES-firestore.md:
 *  - its Write stream is unimplemented (setDoc/addDoc never resolve): handleWrite answers the
 *    handshake, applies writes to the package's state and returns commit and transform results;
 *  - its Listen stream serves only the first target of a client and never reports deletes:
 *    handleListen serves any number of targets, removals included, and sends real deletes;
 *  - a `set` without merge keeps the old fields: such a write replaces the document here.
 * It can also misbehave on purpose, for the network-fault tests: hold writes unanswered, refuse
 * listens, and restart on the same port with the same data.
 */
import { randomUUID } from 'node:crypto';
import {
  ListenResponse,
  TargetChangeTargetChangeType,
  WriteResponse,
  type ListenRequest,
  type Target,
  type WriteRequest,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import type { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write.js';
import { FirestoreState, TimestampFromDate } from '@firestore-emulator/server/dist/index.js';
import { FirestoreServiceV1Impl } from '@firestore-emulator/server/dist/server/FirestoreServiceV1Impl/index.js';
import { Server, ServerCredentials, status, type ServerDuplexStream } from '@grpc/grpc-js';

export const EMULATOR_PROJECT_ID = 'demo-portfolio';

export interface EmulatorFaults {
  /** Writes are received but neither applied nor answered until this is switched off. */
  holdWrites: boolean;
  /** New listen targets are refused with this gRPC status, as a security rule would. */
  refuseListens: status | null;
}

export interface FirestoreEmulator {
  host: string;
  port: number;
  state: FirestoreState;
  faults: EmulatorFaults;
  /** Write requests received, answered or not. */
  writesReceived(): number;
  /** Drops every connection and listens again on the same port, keeping the data. */
  restart(): Promise<void>;
  stop(): void;
}

const now = () => TimestampFromDate(new Date()).toObject();

/** Replaces a document on a plain `set`, which the package would merge into the old one. */
function patchSetWithoutMerge(state: FirestoreState): void {
  const writeDocument = state.writeV1Document.bind(state);
  state.writeV1Document = (date: Date, write: Write) => {
    const isPlainSet = write.has_update && !write.has_update_mask && !write.has_current_document;
    if (isPlainSet) {
      const existing = state.getDocument(write.update.name);
      if (existing.metadata.hasExist) existing.delete();
    }
    return writeDocument(date, write);
  };
}

interface Counters {
  writes: number;
}

function handleWrite(
  state: FirestoreState,
  faults: EmulatorFaults,
  counters: Counters,
  call: ServerDuplexStream<WriteRequest, WriteResponse>,
) {
  const streamId = randomUUID();
  let token = 0;
  const held: WriteRequest[] = [];
  const releaseHeld = setInterval(() => {
    if (faults.holdWrites || call.cancelled) return;
    held.splice(0).forEach(answer);
  }, 20);
  call.on('close', () => clearInterval(releaseHeld));
  call.on('cancelled', () => clearInterval(releaseHeld));

  call.on('data', (request: WriteRequest) => {
    if (request.writes.length === 0) {
      token += 1;
      const streamToken = new TextEncoder().encode(`${streamId}:${token}`);
      call.write(WriteResponse.fromObject({ stream_id: streamId, stream_token: streamToken }));
      return;
    }
    counters.writes += 1;
    if (faults.holdWrites) held.push(request);
    else answer(request);
  });
  call.on('end', () => call.end());

  function answer(request: WriteRequest) {
    token += 1;
    const streamToken = new TextEncoder().encode(`${streamId}:${token}`);
    const date = new Date();
    try {
      const writeResults = request.writes.map((write) => {
        const result = state.writeV1Document(date, write).toObject();
        // The SDK requires one transform result per field transform (serverTimestamp()).
        const transformResults = write.update_transforms.map(
          (transform) =>
            state
              .getDocument(write.update.name)
              .getField(transform.field_path)
              ?.toV1ValueObject() ?? { null_value: 0 },
        );
        return { ...result, transform_results: transformResults };
      });
      call.write(
        WriteResponse.fromObject({
          stream_token: streamToken,
          write_results: writeResults,
          commit_time: TimestampFromDate(date).toObject(),
        }),
      );
    } catch (error) {
      const code =
        typeof error === 'object' && error !== null && 'code' in error
          ? Number(error.code)
          : status.INTERNAL;
      call.emit('error', { code, details: error instanceof Error ? error.message : String(error) });
    }
  }
}

function readTarget(state: FirestoreState, target: Target) {
  if (target.has_query) {
    return state.v1Query(target.query.parent, target.query.structured_query);
  }
  return target.documents.documents
    .map((path) => state.getDocument(path))
    .filter((document) => document.metadata.hasExist);
}

function handleListen(
  state: FirestoreState,
  faults: EmulatorFaults,
  call: ServerDuplexStream<ListenRequest, ListenResponse>,
) {
  const stops = new Map<number, () => void>();
  const send = (response: Parameters<typeof ListenResponse.fromObject>[0]) => {
    if (!call.writableEnded) call.write(ListenResponse.fromObject(response));
  };
  const targetChange = (type: TargetChangeTargetChangeType, targetIds: number[]) =>
    send({ target_change: { target_change_type: type, target_ids: targetIds, read_time: now() } });

  const addTarget = (target: Target) => {
    const targetId = target.target_id;
    if (faults.refuseListens !== null) {
      // How Firestore rejects one listen: the target is removed, with the reason as its cause.
      send({
        target_change: {
          target_change_type: TargetChangeTargetChangeType.REMOVE,
          target_ids: [targetId],
          cause: { code: faults.refuseListens, message: 'Refused by the test emulator.' },
        },
      });
      return;
    }
    let known = new Map<string, string>();
    const sync = (initial: boolean) => {
      const documents = readTarget(state, target).map((document) => document.toV1DocumentObject());
      const next = new Map(
        documents.map((document) => [document.name ?? '', JSON.stringify(document)]),
      );
      for (const document of documents) {
        const name = document.name ?? '';
        if (known.get(name) !== next.get(name)) {
          send({ document_change: { document, target_ids: [targetId] } });
        }
      }
      for (const name of known.keys()) {
        if (!next.has(name)) {
          send({
            document_delete: { document: name, removed_target_ids: [targetId], read_time: now() },
          });
        }
      }
      known = next;
      if (initial) targetChange(TargetChangeTargetChangeType.CURRENT, [targetId]);
      // A global NO_CHANGE with a read time is what makes the SDK raise a snapshot.
      targetChange(TargetChangeTargetChangeType.NO_CHANGE, []);
    };

    let scheduled = false;
    let active = true;
    const onChange = () => {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        if (active) sync(false);
      });
    };
    const events = [
      'create-document',
      'update-document',
      'delete-document',
      'clear-all-projects',
    ] as const;
    events.forEach((event) => state.emitter.on(event, onChange));
    stops.set(targetId, () => {
      active = false;
      events.forEach((event) => state.emitter.off(event, onChange));
    });

    targetChange(TargetChangeTargetChangeType.ADD, [targetId]);
    sync(true);
  };

  const removeTarget = (targetId: number) => {
    stops.get(targetId)?.();
    stops.delete(targetId);
    targetChange(TargetChangeTargetChangeType.REMOVE, [targetId]);
  };

  const stopAll = () => {
    stops.forEach((stop) => stop());
    stops.clear();
  };

  call.on('data', (request: ListenRequest) => {
    if (request.has_add_target) addTarget(request.add_target);
    else if (request.has_remove_target) removeTarget(request.remove_target);
  });
  call.on('end', () => {
    stopAll();
    call.end();
  });
  call.on('cancelled', stopAll);
  call.on('close', stopAll);
}

/** Starts an emulator on a free loopback port. Each call is independent; stop it when done. */
export async function startFirestoreEmulator(): Promise<FirestoreEmulator> {
  const state = new FirestoreState();
  patchSetWithoutMerge(state);
  const faults: EmulatorFaults = { holdWrites: false, refuseListens: null };
  const counters: Counters = { writes: 0 };
  const service = new FirestoreServiceV1Impl(state);
  service.Write = (call: ServerDuplexStream<WriteRequest, WriteResponse>) =>
    handleWrite(state, faults, counters, call);
  service.Listen = (call: ServerDuplexStream<ListenRequest, ListenResponse>) =>
    handleListen(state, faults, call);

  const host = '127.0.0.1';
  const listen = async (port: number) => {
    const server = new Server();
    server.addService(FirestoreServiceV1Impl.definition, service);
    const boundPort = await new Promise<number>((resolve, reject) =>
      server.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (error, bound) =>
        error ? reject(error) : resolve(bound),
      ),
    );
    return { server, boundPort };
  };
  const first = await listen(0);
  const port = first.boundPort;
  let server = first.server;
  return {
    host,
    port,
    state,
    faults,
    writesReceived: () => counters.writes,
    restart: async () => {
      server.forceShutdown();
      ({ server } = await listen(port));
    },
    stop: () => server.forceShutdown(),
  };
}
