// Settings › Live night: the server this phone shares live nights through. A club can run its own
// (npm run sync-server); the app's built-in one is the default. An address is checked before it is
// kept, and a refusal says what is wrong with it; nothing is kept until it passes.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import {
  builtInServerUrl,
  checkServerAddress,
  keepServerUrl,
  useLiveServer,
  type LiveServer,
  type ServerUrlProblem,
} from '../../state/live-server';

import { BTN_SECONDARY, FIELD_LABEL, INPUT } from '../../ui/styles';

export function LiveServerSettings() {
  const { t } = useLingui();
  const id = useId();
  const server = useLiveServer();
  const builtIn = builtInServerUrl();
  const [text, setText] = useState(server?.from === 'settings' ? server.url : '');
  const [problem, setProblem] = useState<ServerUrlProblem | 'not_kept' | null>(null);
  const [saved, setSaved] = useState<'kept' | 'forgotten' | null>(null);

  const save = (event: FormEvent): void => {
    event.preventDefault();
    setSaved(null);
    const check = checkServerAddress(text, window.location.protocol);
    if (!check.ok) {
      setProblem(check.problem);
      return;
    }
    setText(check.url);
    if (!keepServerUrl(check.url)) {
      setProblem('not_kept');
      return;
    }
    setProblem(null);
    setSaved('kept');
  };

  const forget = (): void => {
    setText('');
    setProblem(keepServerUrl(null) ? null : 'not_kept');
    setSaved('forgotten');
  };

  const problemWords: Record<ServerUrlProblem | 'not_kept', string> = {
    empty: t`Type the server’s address, such as wss://live.example.org.`,
    too_long: t`That address is too long to be a server’s.`,
    not_an_address: t`That is not an address: it should look like wss://live.example.org.`,
    not_websocket: t`A live-night server’s address starts with wss:// (or ws:// on a home network).`,
    has_password: t`Leave the user name and password out of the address: it travels in every live link.`,
    has_extra: t`Leave out anything after ? or #: the address alone is needed.`,
    insecure: t`This app is opened over https, so the phone can only reach a wss:// server, not ws://.`,
    not_kept: t`This phone refused to keep the setting (its storage is full or blocked).`,
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">{t`Live night`}</h2>
      <p className="text-sm text-stone-700 dark:text-stone-200">
        <Trans>
          A live night shows on every phone at the table through a server the phones share. A club can run its
          own (npm run sync-server); every phone at the table uses the one in the link it was invited with.
        </Trans>
      </p>
      <p className="text-sm text-stone-600 dark:text-stone-300" data-testid="live-server-now">
        <ServerNow server={server} />
      </p>
      <form noValidate onSubmit={save} className="space-y-2">
        <label htmlFor={`${id}-server`} className={FIELD_LABEL}>{t`Server for live nights`}</label>
        <input
          id={`${id}-server`}
          type="url"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={builtIn ?? 'wss://'}
          value={text}
          aria-invalid={problem !== null && problem !== 'not_kept'}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
            setSaved(null);
          }}
          className={`${INPUT} font-mono`}
        />
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
            {problemWords[problem]}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn">{t`Use this server`}</button>
          {server?.from === 'settings' && (
            <button type="button" className={BTN_SECONDARY} onClick={forget}>
              {builtIn ? t`Back to the app’s server` : t`Forget this server`}
            </button>
          )}
        </div>
        <p role="status" className="text-sm">
          {saved === 'kept' && t`Kept. Nights you invite the table to from now on use it.`}
          {saved === 'forgotten' &&
            (builtIn ? t`Forgotten: the app’s own server is used again.` : t`Forgotten: no server is set.`)}
        </p>
      </form>
    </section>
  );
}

function ServerNow({ server }: { server: LiveServer | null }) {
  const { t } = useLingui();
  if (server === null) return t`No server is set: “Invite the table” cannot make a night live until one is.`;
  const { url } = server;
  return server.from === 'settings'
    ? t`Invitations from this phone go through ${url}.`
    : t`Invitations from this phone go through the app’s server, ${url}.`;
}
