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

export interface FirestoreEmulator {
  host: string;
  port: number;
  state: FirestoreState;
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

function handleWrite(state: FirestoreState, call: ServerDuplexStream<WriteRequest, WriteResponse>) {
  const streamId = randomUUID();
  let token = 0;
  call.on('data', (request: WriteRequest) => {
    token += 1;
    const streamToken = new TextEncoder().encode(`${streamId}:${token}`);
    if (request.writes.length === 0) {
      call.write(WriteResponse.fromObject({ stream_id: streamId, stream_token: streamToken }));
      return;
    }
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
  });
  call.on('end', () => call.end());
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
  const service = new FirestoreServiceV1Impl(state);
  service.Write = (call: ServerDuplexStream<WriteRequest, WriteResponse>) =>
    handleWrite(state, call);
  service.Listen = (call: ServerDuplexStream<ListenRequest, ListenResponse>) =>
    handleListen(state, call);

  const server = new Server();
  server.addService(FirestoreServiceV1Impl.definition, service);
  const host = '127.0.0.1';
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`${host}:0`, ServerCredentials.createInsecure(), (error, boundPort) =>
      error ? reject(error) : resolve(boundPort),
    ),
  );
  return { host, port, state, stop: () => server.forceShutdown() };
}
