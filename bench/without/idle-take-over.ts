// Without the wait for an idle browser: the controls are turned on as soon as the page has hydrated.
export function whenHydratedIdle(callback: () => void): void {
  callback();
}
