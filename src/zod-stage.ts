// Imported on its own by boot.ts: zod itself is evaluated in a task of its own, and the
// domain's schemas, built from it, in the next.
import './domain/zod';
