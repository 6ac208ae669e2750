// Inter's faces in the page's stylesheet, as a plain site declares them.
import '@/styles/typeface.css';

export function loadTypeface(): void {}
