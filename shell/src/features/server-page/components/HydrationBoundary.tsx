import { Component, type ReactNode } from 'react';

interface Props {
  /** The page crashed in the browser even after React's own retry: render it the shell's way instead. */
  onCrash: (error: unknown) => void;
  children: ReactNode;
}

/** Catches a hydrated page that throws; one child and no DOM, so hydration sees the server's tree. */
export class HydrationBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onCrash(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
