// Shows a readable message instead of a blank page when rendering or loading fails.
import { Component, type ReactNode } from 'react';
import { describeError } from '../api';
import { ProblemPanel } from './problem-panel';

interface Props {
  children: ReactNode;
  title: string;
}

interface State {
  error: unknown;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Something went wrong.') };
  }

  override render() {
    if (this.state.error !== undefined) return <ProblemPanel title={this.props.title} detail={describeError(this.state.error)} />;
    return this.props.children;
  }
}
