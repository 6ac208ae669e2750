import { useSignIn } from '@/queries/studio/use-owner-session';
import { ScreenHeading } from './screen-heading';

/** Nobody is signed in: the way in, Google's or the demo owner's. */
export function SignInScreen({
  method,
  takeFocus,
}: {
  method: 'google' | 'demo';
  takeFocus: boolean;
}) {
  const signIn = useSignIn();
  return (
    <section className="studio-screen card" aria-labelledby="studio-sign-in">
      <ScreenHeading id="studio-sign-in" takeFocus={takeFocus}>
        Sign in
      </ScreenHeading>
      {method === 'demo' ? (
        <p className="studio-note">
          This is the demo: nothing you change is stored online. Your changes, and the messages sent
          from the demo’s contact form, stay in this browser tab until you close it, and the demo’s
          pages in this tab show them meanwhile.
        </p>
      ) : (
        <p>Sign in with the Google account that owns this site to edit it.</p>
      )}
      {signIn.isError && (
        <p role="alert" className="form-alert">
          Signing in did not finish. Please try again.
        </p>
      )}
      <button
        type="button"
        className="button button-primary"
        disabled={signIn.isPending}
        onClick={() => signIn.mutate()}
      >
        {method === 'demo' ? 'Continue as the demo owner' : 'Sign in with Google'}
      </button>
    </section>
  );
}
