import { z } from 'zod';

// The hosting CSP forbids eval. Left on, zod probes `new Function` to compile faster parsers,
// and the browser reports that probe as a CSP violation even though zod catches it.
z.config({ jitless: true });

export { z };
