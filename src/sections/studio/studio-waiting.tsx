import { Spinner } from '@/ui/spinner';

/** A wait the studio says in words as well as with the spinner. */
export function StudioWaiting({ text }: { text: string }) {
  return (
    <div className="studio-waiting">
      <Spinner label={text} size={40} />
      <p aria-hidden="true">{text}</p>
    </div>
  );
}
