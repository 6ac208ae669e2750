// A stage of evaluate-app.ts: the libraries the app is built on (routing, data, forms,
// carousel) are evaluated in a task of their own, before the app's code. Exported, not just
// imported: the bundler drops a bare import of a side-effect-free package.
export { QueryClient } from '@tanstack/react-query';
export { createRouter } from '@tanstack/react-router';
export { useForm } from 'react-hook-form';
export { default as useEmblaCarousel } from 'embla-carousel-react';
