// Without the wait for the first paint: the app's code is requested as the page's entry runs.
export function afterFirstPaint(start: () => void): void {
  start();
}
