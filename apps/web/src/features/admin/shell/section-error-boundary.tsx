import { Component, type ReactNode } from 'react';
import { StatusMessage } from '../../../components/status-message.tsx';

type Props = { message: string; children: ReactNode };

/** Catches a section that fails to load or render, so the menu stays usable; keyed by section to reset. */
export class SectionErrorBoundary extends Component<Props, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override render() {
    if (this.state.hasFailed) return <StatusMessage kind="error">{this.props.message}</StatusMessage>;
    return this.props.children;
  }
}
