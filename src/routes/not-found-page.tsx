export function NotFoundPage() {
  return (
    <main className="not-found">
      <h1>pagenotfound works!</h1>
    </main>
  );
}
