// Without the stages: the app and everything it imports are evaluated at once.
export async function evaluateApp(): Promise<void> {
  await import('@/start/main');
}
