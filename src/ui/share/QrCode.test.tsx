import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import QrCode from './QrCode';

describe('QrCode', () => {
  it('draws the code of a link, carrying its text for a scanner', () => {
    render(<QrCode text="https://tai-table.example/#/n/C0123" label="QR code of the link" />);
    const code = screen.getByRole('img', { name: 'QR code of the link' });
    expect(code.getAttribute('data-qr-payload')).toBe('https://tai-table.example/#/n/C0123');
  });

  it('says so in its place when a link is longer than a QR code holds, and offers no code to scan', () => {
    // A night's link of a few hundred hands: more than the 2,331 bytes of the largest code.
    const { container } = render(
      <QrCode text={`https://tai-table.example/#/n/C${'x'.repeat(2_400)}`} label="QR code of the link" />,
    );
    expect(
      screen.getByText('This link is too long for a QR code: send the link itself instead.'),
    ).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[data-qr-payload]')).toBeNull();
  });
});
