import { t } from '@lingui/core/macro';

export function NotFoundPage() {
  return (
    <main className="not-found">
      <h1>{t`pagenotfound works!`}</h1>
    </main>
  );
}
