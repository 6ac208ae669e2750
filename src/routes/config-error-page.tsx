/** Shown instead of the site when the configuration cannot work, with what to fix. */
export function ConfigErrorPage({
  title,
  problems,
}: {
  title: string;
  problems: readonly string[];
}) {
  return (
    <main className="config-error">
      <h1>{title}</h1>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>
            <code>{problem}</code>
          </li>
        ))}
      </ul>
      <p>
        Set the missing values in <code>.env.local</code> (see <code>.env.example</code>), or remove
        every <code>VITE_FIREBASE_*</code> variable to run the offline demo.
      </p>
    </main>
  );
}
