import { describe, expect, it } from 'vitest';
import { createMemoryRepository } from '@/data/memory-repository';
import { createRestartingRepository } from '@/data/restarting-repository';
import { makeContent } from '../support/factories';

describe('createRestartingRepository', () => {
  function startCounting() {
    const servers: { stopped: boolean; repository: ReturnType<typeof createMemoryRepository> }[] =
      [];
    const repository = createRestartingRepository(() => {
      const server = { stopped: false, repository: createMemoryRepository(makeContent()) };
      servers.push(server);
      return { repository: server.repository, stopped: () => server.stopped };
    });
    return { repository, servers };
  }

  it('keeps the server it started while it runs', async () => {
    const { repository, servers } = startCounting();
    await repository.getUser();
    repository.subscribeToProjects(
      () => {},
      () => {},
    )();
    expect(servers).toHaveLength(1);
    expect(repository.current()).toBe(servers[0]?.repository);
  });

  it('starts a fresh server for the next call once the last one has stopped for good', async () => {
    const { repository, servers } = startCounting();
    const [first] = servers;
    if (first) first.stopped = true;
    let stop = () => {};
    const projects = await new Promise<unknown[]>((resolve) => {
      stop = repository.subscribeToProjects(resolve, () => {});
    });
    stop();
    expect(projects).toHaveLength(1);
    expect(servers).toHaveLength(2);
    const second = servers[1];
    if (second) second.stopped = true;
    const project = await new Promise((resolve) => {
      stop = repository.subscribeToProject('unknown', resolve, () => {});
    });
    stop();
    expect(project).toBeNull();
    expect(servers).toHaveLength(3);
    await repository.insertMail({
      id: 'message-1',
      name: 'Jo',
      email: 'jo@example.com',
      message: 'Hello',
      date: new Date(),
    });
    expect(servers).toHaveLength(3);
    expect(repository.current()).toBe(servers[2]?.repository);
  });
});
