// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Alert } from './Alert';

const mounted: Array<() => void> = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
});

async function render(node: React.ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(node));
  mounted.push(() => {
    act(() => root.unmount());
    host.remove();
  });
  return host;
}

describe('Alert', () => {
  it('announces an error at once and a notice or success politely', async () => {
    const host = await render(
      <>
        <Alert>Card declined.</Alert>
        <Alert tone="info">Saved on this device.</Alert>
        <Alert tone="success">Address saved.</Alert>
      </>,
    );
    expect([...host.children].map((el) => [el.getAttribute('role'), el.textContent])).toEqual([
      ['alert', 'Card declined.'],
      ['status', 'Saved on this device.'],
      ['status', 'Address saved.'],
    ]);
  });

  it('stays mounted without a message, so its live region exists before the text arrives', async () => {
    const host = await render(<Alert tone="success">{null}</Alert>);
    expect(host.firstElementChild?.getAttribute('role')).toBe('status');
    expect(host.firstElementChild?.textContent).toBe('');
  });

  it('passes a focus target and a test id through', async () => {
    const ref = { current: null as HTMLDivElement | null };
    const host = await render(
      <Alert ref={ref} tabIndex={-1} data-testid="payment-error">
        Try another card.
      </Alert>,
    );
    expect(ref.current).toBe(host.firstElementChild);
    expect(ref.current?.tabIndex).toBe(-1);
    expect(ref.current?.dataset.testid).toBe('payment-error');
  });
});
