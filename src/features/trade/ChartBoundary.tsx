import { Component, type ReactNode } from 'react';

interface ChartBoundaryProps {
  /** What shows instead of the chart once it failed; `retry` clears the failure and calls onRetry. */
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a chart that could not load (its chunk is fetched at run time, so a first visit offline fails) or that
 * threw while drawing, so the rest of the trade screen stays usable.
 */
export class ChartBoundary extends Component<ChartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('trade chart failed', error);
  }

  private readonly retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
