import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote page that throws while rendering; keyed by route so a failure doesn't stick. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[federation] a remote page crashed', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <RemoteUnavailable reason="crash" onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
