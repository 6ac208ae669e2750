import type { CSSProperties } from 'react';

/** A grey placeholder block shown while content loads; invisible to assistive technology. */
export function Skeleton({ className = '', style }: { className?: string; style?: CSSProperties }) {
  return <div aria-hidden="true" className={`skeleton ${className}`} style={style} />;
}
