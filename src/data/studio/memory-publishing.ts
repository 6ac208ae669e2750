// The callable's own decision (functions/ is a package of its own, which cannot import src/;
// the site can import it): the demo refuses exactly what the function refuses.
import { decidePublish, STALE_REASON } from '../../../functions/src/publish-decision';
import { readPublishedRecord, readPublishRequest } from '@/domain/published-record';
import type { PublishRequest, PublishState } from '@/domain/publishing';
import type { StudioContent } from '@/domain/studio-content';
import { publishedRecordOf } from '@/domain/unpublished-changes';
import type { ContentDocuments, MemoryStore } from '../memory-store';
import type { StudioRepository } from './studio-repository';

/** Why a deploy fails when `?fail=publish` says so. */
export const SIMULATED_DEPLOY_FAILURE = 'The deploy failed (simulated failure).';

/**
 * Publishing on a memory store, as the callable `publishSite` and `npm run deploy` do it on
 * Firebase: a press is decided as the function decides it (one at a time, the hourly bound),
 * recorded `asked`, then `running`, then `published` with the content's versions and titles as
 * the record of what is published (or `failed` when `publish` is told to fail), each step after
 * the store's latency. Until a publish, the record is the content the site was built from.
 */
export function createMemoryPublishing(
  store: MemoryStore,
  readContent: (stored: ContentDocuments) => StudioContent,
): Pick<StudioRepository, 'subscribeToPublishing' | 'requestPublish'> {
  const { stored } = store;
  const content = () => readContent(stored);
  const builtRecord = () =>
    stored.builtFrom &&
    publishedRecordOf(readContent(stored.builtFrom.documents), stored.builtFrom.at);
  let asBuilt: ReturnType<typeof builtRecord> | undefined;
  const published = () =>
    stored.published === undefined
      ? (asBuilt ??= builtRecord())
      : readPublishedRecord(stored.published);

  const requests = () =>
    [...stored.publishRequests].flatMap(([id, data]) => readPublishRequest(id, data) ?? []);
  const latest = (): PublishRequest | null =>
    requests().reduce<PublishRequest | null>(
      (newest, request) => (!newest || request.askedAt > newest.askedAt ? request : newest),
      null,
    );

  /** Moves request `id` on; the listeners hear of it. */
  const mark = (id: string, state: PublishState, reason: string | null = null) => {
    const request = stored.publishRequests.get(id);
    stored.publishRequests.set(id, {
      ...(request as object),
      state,
      reason,
      updatedAt: store.now(),
    });
    store.changed('publishing');
  };

  /** The deploy the build service runs: marks it running, then publishes the content. */
  async function deploy(id: string) {
    await store.wait();
    mark(id, 'running');
    await store.wait();
    if (store.fails('publish')) {
      mark(id, 'failed', SIMULATED_DEPLOY_FAILURE);
      return;
    }
    // As the deploy's one batched write: the record, and the request published.
    stored.published = publishedRecordOf(content(), store.now());
    mark(id, 'published');
  }

  return {
    subscribeToPublishing: (onNext) =>
      store.listen(
        (change) => change === 'publishing',
        () => ({ published: published(), latest: latest() }),
        onNext,
      ),

    async requestPublish() {
      await store.wait();
      const now = store.now();
      const { stale, refusal } = decidePublish(requests(), now);
      stale.forEach((id) => mark(id, 'failed', STALE_REASON));
      if (refusal) throw Object.assign(new Error(refusal.message), { code: refusal.code });
      const id = crypto.randomUUID();
      stored.publishRequests.set(id, {
        state: 'asked',
        askedAt: now,
        updatedAt: now,
        reason: null,
        by: 'demo-owner',
      });
      store.changed('publishing');
      void deploy(id);
      return { request: id };
    },
  };
}
