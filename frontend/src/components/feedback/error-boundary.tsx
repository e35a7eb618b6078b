import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of the broken part; the spec's error fallback by default. */
  fallback?: ReactNode;
  size?: 'page' | 'section';
}

interface ErrorBoundaryState {
  failed: boolean;
}

/** Contains a rendering failure to one part of the page (wrap widgets, panels, whole pages). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A part of the page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ?? <ErrorFallback size={this.props.size ?? 'section'} />;
  }
}
