// A module fetched after the first paint: a component shows nothing of it until it is here, then shows
// it without suspending; a fetch that failed is said, and asked again.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { laterModule } from './later-module';

function Shows({ later }: { later: ReturnType<typeof laterModule<{ word: string }>> }) {
  const { module, failed } = later.useLoaded();
  return <p>{module ? module.word : failed ? 'failed' : 'waiting'}</p>;
}

describe('laterModule', () => {
  it('fetches once, and shows the module once it is here', async () => {
    const fetch = vi.fn(() => Promise.resolve({ word: 'here' }));
    const later = laterModule(fetch);
    expect(later.loaded()).toBeNull();
    render(<Shows later={later} />);
    expect(await screen.findByText('here')).toBeInTheDocument();
    expect(later.loaded()).toEqual({ word: 'here' });
    await later.load();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows a module already here at the first render', async () => {
    const later = laterModule(() => Promise.resolve({ word: 'ready' }));
    await later.load();
    render(<Shows later={later} />);
    expect(screen.getByText('ready')).toBeInTheDocument();
  });

  it('says a fetch failed, and fetches again when asked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => Promise.reject(new Error('offline')))
      .mockImplementation(() => Promise.resolve({ word: 'second time' }));
    const later = laterModule<{ word: string }>(fetch);
    render(<Shows later={later} />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    await act(() => later.load());
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(later.loaded()).toEqual({ word: 'second time' });
  });
});
