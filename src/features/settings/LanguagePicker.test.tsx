import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadArea, switchLocale } from '../../i18n/catalogs';
import SettingsScreen from './SettingsScreen';
import { LanguagePicker } from './LanguagePicker';

// As the app does when it opens Settings (with-words.ts).
beforeAll(() => loadArea('settings'));

afterEach(async () => {
  await act(() => switchLocale('en'));
  localStorage.clear();
});

describe('choosing the app’s language', () => {
  it('offers each language in its own script and switches the screen at once, keeping the choice', async () => {
    const user = userEvent.setup();
    render(<SettingsScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    for (const name of ['English', '简体中文', '繁體中文'])
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: '繁體中文' }));
    expect(await screen.findByRole('heading', { level: 1, name: '設定' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '繁體中文' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toHaveAttribute('lang', 'zh-Hant-HK');
    expect(localStorage.getItem('tai-table:language')).toBe('zh-Hant');

    await user.click(screen.getByRole('radio', { name: '简体中文' }));
    expect(await screen.findByRole('heading', { level: 1, name: '设置' })).toBeInTheDocument();
    expect(localStorage.getItem('tai-table:language')).toBe('zh-Hans');
  });

  it('says so when the phone will not keep the choice, and still switches for this visit', async () => {
    const user = userEvent.setup();
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      render(
        <I18nProvider i18n={i18n}>
          <LanguagePicker />
        </I18nProvider>,
      );
      await user.click(screen.getByRole('radio', { name: '繁體中文' }));
      expect(await screen.findByRole('status')).toHaveTextContent('這部手機沒有儲存這個選擇');
      await waitFor(() => expect(i18n.locale).toBe('zh-Hant'));
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});
