// A stage of evaluate-app.ts: zod itself is evaluated in a task of its own, and the domain's
// schemas, built from it, in the next.
import '@/domain/zod';
