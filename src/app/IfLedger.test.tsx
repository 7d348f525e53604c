// The score screen's database parts wait for the ledger to exist, and come the moment it does.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../db/testing';
import { DATABASE_CHANGES_CHANNEL } from '../db/ledger-exists';
import { DatabaseProvider } from './database';
import { IfLedger } from './IfLedger';

afterEach(() => vi.unstubAllGlobals());

/** A browser whose list of databases is whatever `names` holds at the time of asking. */
function stubDatabases(names: string[]) {
  const databases = vi.fn(async () => names.map((name) => ({ name, version: 1 })));
  vi.stubGlobal('indexedDB', { databases });
  return databases;
}

const watcher = (
  <IfLedger fallback={<p>No saved tables yet.</p>}>
    <p>The picker</p>
  </IfLedger>
);

describe('IfLedger', () => {
  it('shows the fallback while the phone has no ledger, and asks only', async () => {
    const databases = stubDatabases(['tai-table-draft']);
    render(watcher);
    await act(async () => undefined);
    expect(databases).toHaveBeenCalled();
    expect(screen.getByText('No saved tables yet.')).toBeInTheDocument();
    expect(screen.queryByText('The picker')).toBeNull();
  });

  it('shows its children at once where the ledger exists', async () => {
    stubDatabases(['tai-table']);
    render(watcher);
    expect(await screen.findByText('The picker')).toBeInTheDocument();
  });

  it('shows them when a write is announced on the changes channel (this tab or another)', async () => {
    const names: string[] = [];
    stubDatabases(names);
    render(watcher);
    await act(async () => undefined);
    expect(screen.queryByText('The picker')).toBeNull();
    names.push('tai-table');
    const other = new BroadcastChannel(DATABASE_CHANGES_CHANNEL);
    other.postMessage({ all: true });
    other.close();
    expect(await screen.findByText('The picker')).toBeInTheDocument();
  });

  it('looks again when the tab is shown again', async () => {
    const names: string[] = [];
    stubDatabases(names);
    render(watcher);
    await act(async () => undefined);
    names.push('tai-table');
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByText('The picker')).toBeInTheDocument();
  });

  it('shows its children at once with a database given by a provider, without asking the browser', () => {
    const databases = stubDatabases([]);
    render(<DatabaseProvider db={freshDatabase()}>{watcher}</DatabaseProvider>);
    expect(screen.getByText('The picker')).toBeInTheDocument();
    expect(databases).not.toHaveBeenCalled();
  });
});
