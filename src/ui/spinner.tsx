/** An indeterminate progress indicator; the label is what screen readers announce. */
export function Spinner({ label, size = 100 }: { label: string; size?: number }) {
  return (
    <div role="status" className="spinner">
      <svg viewBox="0 0 50 50" width={size} height={size} aria-hidden="true">
        <circle className="spinner-track" cx="25" cy="25" r="20" />
        <circle className="spinner-arc" cx="25" cy="25" r="20" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
