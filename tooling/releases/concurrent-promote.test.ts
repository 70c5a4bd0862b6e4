/**
 * @jest-environment node
 */
import { fork } from 'child_process';
import { CLI, INITIAL_REMOTES, releaseEnvironment, releaseRemote, type ReleaseEnvironment } from './releaseTooling';

const PER_APP = 4;
const TEAMS = [
  { app: 'mfe-catalog', remote: 'catalog' },
  { app: 'mfe-cart', remote: 'cart' },
] as const;

describe('two teams promoting at the same moment', () => {
  let environment: ReleaseEnvironment;
  beforeEach(() => {
    environment = releaseEnvironment();
  });
  afterEach(() => environment.cleanUp());

  const promoteInAnotherProcess = (app: string, version: string) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = fork(CLI, ['promote', app, version], { env: environment.env, silent: true });
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
      child.on('exit', (code) => resolve({ code, output }));
    });

  it('keeps every change: each promote starts from the one before it', async () => {
    const jobs = TEAMS.flatMap(({ app, remote }) =>
      Array.from({ length: PER_APP }, (_, index) => ({ app, remote, version: `0.1.${index}-g${String(index).repeat(7)}` })),
    );
    const urls = new Map<string, string>();
    for (const job of jobs) {
      const released = await releaseRemote(environment, job.app, job.remote, job.version);
      urls.set(`${job.app} ${job.version}`, released.manifestUrl as string);
    }

    const results = await Promise.all(jobs.map((job) => promoteInAnotherProcess(job.app, job.version)));

    expect(results.filter((result) => result.code !== 0)).toEqual([]);
    const history = environment.readHistory();
    expect(history).toHaveLength(jobs.length);
    const live = environment.readLive();
    expect(live.account).toBe(INITIAL_REMOTES.account);
    expect(live.admin).toBe(INITIAL_REMOTES.admin);
    for (const { app, remote } of TEAMS) {
      const changes = history.filter((entry) => entry.remote === remote);
      expect(changes.map((entry) => entry.version).sort()).toEqual(jobs.filter((job) => job.app === app).map((job) => job.version));
      // No promote overwrote another unseen: the chain runs from the first value to the live one.
      expect(changes[0]?.from).toBe(INITIAL_REMOTES[remote]);
      changes.slice(1).forEach((entry, index) => expect(entry.from).toBe(changes[index]?.to));
      expect(live[remote]).toBe(changes.at(-1)?.to);
      expect(live[remote]).toBe(urls.get(`${app} ${changes.at(-1)?.version}`));
    }
  }, 60_000); // eight Node processes starting at once on a small machine
});
