// Shows a readable message instead of a blank page when rendering or loading fails.
import { Component, type ReactNode } from 'react';
import { describeError } from '#contract/error-text.ts';
import { ProblemPanel } from './problem-panel';

interface Props {
  children: ReactNode;
  title: string;
  /** A new value (the next route) clears a shown error without remounting what rendered fine. */
  resetKey: string;
}

interface State {
  error: unknown;
  resetKey: string;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Something went wrong.') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error !== undefined) return <ProblemPanel title={this.props.title} detail={describeError(this.state.error)} />;
    return this.props.children;
  }
}
