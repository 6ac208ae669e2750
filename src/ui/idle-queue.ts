import { whenBrowserIdle } from './when-idle';

type Job = () => void;

const jobs: Job[] = [];
let scheduled = false;

function runNext(): void {
  scheduled = false;
  jobs.shift()?.();
  if (jobs.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  whenBrowserIdle(runNext);
}

/**
 * Runs queued jobs in order, one per idle period, so work that many components would otherwise
 * start together (in one long task) is spread out. Returns a function that drops the job.
 */
export function runWhenIdle(job: Job): () => void {
  jobs.push(job);
  schedule();
  return () => {
    const index = jobs.indexOf(job);
    if (index >= 0) jobs.splice(index, 1);
  };
}
