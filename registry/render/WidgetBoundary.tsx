'use client';

import { Component, type ReactNode } from 'react';
import { logger } from '../../site/core/telemetry/logger';
import { WidgetIssue } from './WidgetIssue.lazy';

interface Props {
  name: string;
  preview: boolean;
  children: ReactNode;
}

/**
 * One failing widget never takes its page down: it renders nothing for visitors (an explanation
 * in preview) and logs CMS_WIDGET_CRASH. Errors thrown by a server widget reach it too.
 */
export class WidgetBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    logger.error('CMS_WIDGET_CRASH', error, { widget: this.props.name });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return this.props.preview ? (
      <WidgetIssue issue={{ code: 'CMS_WIDGET_CRASH', message: this.state.error.message, placeholder: `#${this.props.name}[...]#` }} />
    ) : null;
  }
}
