// Without the stages: the app and everything it imports are evaluated at once.
export async function evaluateApp(): Promise<void> {
  const { startApp } = await import('@/start/main');
  await startApp();
}
