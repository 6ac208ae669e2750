import { whenBrowserIdle } from './when-idle';

/**
 * Calls back once the page has hydrated and the browser is idle: the moment HydratedProvider
 * turns the controls on. By then React has hydrated every boundary (HydrationBoundary) on its
 * own; an update made earlier reaches boundaries still dehydrated, and for each React hydrates
 * that boundary first and then starts the whole render again. Where requestIdleCallback is
 * missing (Safari), it calls back in the next task, and those restarts remain.
 */
export function whenHydratedIdle(callback: () => void): void {
  whenBrowserIdle(callback);
}
