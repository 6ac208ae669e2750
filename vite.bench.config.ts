import { mergeConfig } from 'vite';
import productConfig from './vite.config.ts';
import { measureLeftOut, startupVariant } from './scripts/lib/startup-variants.ts';

/**
 * The bench's builds (scripts/bench/build-pages.ts): the product's config, without the start-up
 * measure `STARTUP_WITHOUT` names (bench/startup-measures.json), so the page can be measured
 * with and without it. The product has one implementation of each behaviour.
 */
const leftOut = measureLeftOut();

export default mergeConfig(productConfig, { plugins: [leftOut ? startupVariant(leftOut) : []] });
