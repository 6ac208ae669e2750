/**
 * The environment that builds or serves the site in Firestore mode against an emulator; with
 * `authAddress` (`host:port`), the studio signs in on the Authentication emulator there.
 */
export function emulatorSiteEnv(
  address: string,
  projectId: string,
  authAddress?: string,
): Record<string, string> {
  return {
    VITE_FIREBASE_API_KEY: 'emulator-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_APP_ID: '1:1:web:1',
    VITE_FIRESTORE_EMULATOR_HOST: address,
    ...(authAddress ? { VITE_AUTH_EMULATOR_HOST: authAddress } : {}),
  };
}
