import { useSignOut } from '@/queries/studio/use-owner-session';

/** Signs out of the studio; says so when it could not. */
export function SignOutButton() {
  const signOut = useSignOut();
  return (
    <>
      <button
        type="button"
        className="button button-outlined"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        Sign out
      </button>
      {signOut.isError && (
        <p role="alert" className="form-alert">
          Signing out did not finish. Please try again.
        </p>
      )}
    </>
  );
}
