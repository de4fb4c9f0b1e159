// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en/shell.json';
import { NoticeLink } from './HeaderNotices';

const resend = vi.fn<(email: string, locale: string) => Promise<unknown>>();
vi.mock('../auth/api', () => ({ resendConfirmation: (email: string, locale: string) => resend(email, locale) }));
vi.mock('../core/stores/StoreProvider', () => ({
  useSession: (select: (s: { player: { email: string } }) => unknown) => select({ player: { email: 'ada@example.test' } }),
}));
const toast = vi.fn();
vi.mock('../toasts/ToastArea', () => ({ useToast: () => toast }));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

afterEach(() => {
  cleanup();
  resend.mockReset();
  toast.mockReset();
});

const notice = {
  id: 1,
  message: 'Confirm your e-mail',
  icon: 'warning' as const,
  link: { text: 'Send again', function: 'resend_confirmation' as const, path: null },
};

describe('a header notice link that sends a request (C8)', () => {
  it('is not sent again while the first is pending, and its error resets the waiting flag silently', async () => {
    let fail!: (err: Error) => void;
    resend.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    render(
      <IntlProvider locale="en" messages={en}>
        <NoticeLink notice={notice} locale="en" />
      </IntlProvider>,
    );
    const link = screen.getByRole('button', { name: 'Send again' });
    fireEvent.click(link);
    fireEvent.click(link);
    await vi.waitFor(() => expect(resend).toHaveBeenCalledTimes(1));
    expect(link.getAttribute('aria-disabled')).toBe('true');
    await act(async () => fail(new Error('offline')));
    await vi.waitFor(() => expect(link.getAttribute('aria-disabled')).toBe('false'));
    expect(toast).not.toHaveBeenCalled();

    resend.mockResolvedValueOnce({});
    fireEvent.click(link);
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'We have sent the e-mail again.'));
    expect(resend).toHaveBeenCalledTimes(2);
    expect(resend).toHaveBeenLastCalledWith('ada@example.test', 'en');
  });
});
