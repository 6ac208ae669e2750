import { nextTask } from '@/ui/when-idle';

/**
 * Loads and runs the app (./main). Evaluating all of its code at once is one long task on a
 * slow phone: React DOM, zod, the domain's parsers, then the libraries the app is built on are
 * each evaluated in a task of their own first; main.tsx imports them too, and finds them done.
 */
export async function evaluateApp(): Promise<void> {
  await import('./stages/react-dom');
  await nextTask();
  await import('./stages/zod');
  await nextTask();
  await import('@/domain/user-profile');
  await nextTask();
  await import('./stages/libraries');
  await nextTask();
  const { startApp } = await import('./main');
  await startApp();
}
