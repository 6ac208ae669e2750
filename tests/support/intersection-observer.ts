/**
 * happy-dom lays nothing out, and its IntersectionObserver never reports. This one reports
 * every observed element as in view, as a screen tall enough for the whole page would.
 */
export class EverythingInViewObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly scrollMargin = '0px';
  readonly thresholds: readonly number[] = [0];
  private connected = true;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
  }

  observe(target: Element): void {
    this.connected = true;
    setTimeout(() => {
      if (!this.connected) return;
      const entry = { target, isIntersecting: true, intersectionRatio: 1 };
      this.callback([entry as IntersectionObserverEntry], this);
    });
  }

  unobserve(): void {}

  disconnect(): void {
    this.connected = false;
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** Reports nothing, as for elements far below the fold. */
export class NothingInViewObserver extends EverythingInViewObserver {
  override observe(): void {}
}
