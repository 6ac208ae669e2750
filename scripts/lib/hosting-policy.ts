import { readFileSync } from 'node:fs';

/** firebase.json's Content-Security-Policy header, which every response carries. */
export function hostingPolicy(): string {
  const { hosting } = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    hosting: { headers: { headers: { key: string; value: string }[] }[] };
  };
  return (
    hosting.headers
      .flatMap((rule) => rule.headers)
      .find((header) => header.key === 'Content-Security-Policy')?.value ?? ''
  );
}

/** The sources of one directive of that header. */
export function hostingPolicySources(directiveName: string): string[] {
  const directive = hostingPolicy()
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directiveName);
  return directive?.slice(1) ?? [];
}
