import { readFileSync } from 'node:fs';

/** The sources of one directive of firebase.json's Content-Security-Policy header. */
export function hostingPolicySources(directiveName: string): string[] {
  const { hosting } = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    hosting: { headers: { headers: { key: string; value: string }[] }[] };
  };
  const policy = hosting.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')?.value;
  const directive = policy
    ?.split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directiveName);
  return directive?.slice(1) ?? [];
}
