import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

interface Props {
  children: ReactNode;
  /** A new value (the next address) clears a shown error, so navigating away recovers. */
  resetKey?: string;
}

interface State {
  error?: unknown;
  resetKey?: string;
}

/** Shows RouteErrorPage in place of a page (or the whole frame) that failed to load or render. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteErrorPage error={this.state.error} />
    );
  }
}
