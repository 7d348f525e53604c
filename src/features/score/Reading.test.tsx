// The reading, set by set, in words: a declared set marked, a concealed kong read as a concealed kong.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scored } from '../../core/testing/build';
import { Reading } from './Reading';

describe('Reading', () => {
  it('reads a concealed kong as concealed, its ends face down, and an exposed one as declared', () => {
    const result = scored('c1 c2 c3 c4 c5 c6 d9 d9', {
      sets: ['concealed_kong b5 b5 b5 b5', 'pong RD RD RD'],
      discard: true,
    });
    render(
      <Reading
        result={result}
        declared={[
          { type: 'concealed_kong', tiles: ['b5', 'b5', 'b5', 'b5'] },
          { type: 'pong', tiles: ['RD', 'RD', 'RD'] },
        ]}
      />,
    );
    const reading = screen.getByTestId('reading');
    expect(reading).toHaveTextContent('Concealed kong: 5 Bamboo, 5 Bamboo, 5 Bamboo, 5 Bamboo');
    expect(reading).not.toHaveTextContent(/Kong, declared/);
    expect(reading).toHaveTextContent('Pong, declared: Red Dragon, Red Dragon, Red Dragon');
    const kong = reading.querySelector('[data-set="kong"]')!;
    expect(kong).toHaveAttribute('data-declared', 'true');
    expect(kong).toHaveAttribute('data-concealed', 'true');
    expect(kong.textContent).not.toContain('D');
    expect(reading.querySelector('[data-set="pong"]')!.textContent).toMatch(/D$/);
  });

  it('reads an exposed kong as declared', () => {
    const result = scored('c1 c2 c3 c4 c5 c6 d9 d9', {
      sets: ['kong b5 b5 b5 b5', 'pong RD RD RD'],
      discard: true,
    });
    render(
      <Reading
        result={result}
        declared={[
          { type: 'kong', tiles: ['b5', 'b5', 'b5', 'b5'] },
          { type: 'pong', tiles: ['RD', 'RD', 'RD'] },
        ]}
      />,
    );
    expect(screen.getByTestId('reading')).toHaveTextContent(
      'Kong, declared: 5 Bamboo, 5 Bamboo, 5 Bamboo, 5 Bamboo',
    );
    expect(screen.getByTestId('reading').querySelector('[data-concealed]')).toBeNull();
  });
});
