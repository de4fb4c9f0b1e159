import type { ReactNode } from 'react';
import { Shell } from '../../../backoffice/Shell';

export default function BackofficeShellLayout({ children }: { children: ReactNode }) {
  return <Shell>{children}</Shell>;
}
