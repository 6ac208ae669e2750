// zod's mini flavour: schemas are plain objects built by functions, not instances carrying
// every method, so the page's code is smaller and making its schemas allocates far less.
import * as z from 'zod/mini';

// The hosting CSP forbids eval. Left on, zod probes `new Function` to compile faster parsers,
// and the browser reports that probe as a CSP violation even though zod catches it.
z.config({ jitless: true });

export { z };
