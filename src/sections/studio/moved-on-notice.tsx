/** Said above Save while the form holds edits and a newer version has been stored meanwhile. */
export function MovedOnNotice({
  subject,
  gone = false,
  onCompare,
}: {
  subject: string;
  /** It was deleted, rather than changed. */
  gone?: boolean;
  onCompare: () => void;
}) {
  return (
    <div className="studio-moved-on">
      <p>
        {subject} was {gone ? 'deleted' : 'changed'} elsewhere (another tab, or another device)
        since you started editing. Saving now asks which version to keep.
      </p>
      <button type="button" className="button button-outlined" onClick={onCompare}>
        Compare now
      </button>
    </div>
  );
}
