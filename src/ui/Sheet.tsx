// A modal sheet rising from the bottom of the phone: labelled by its title, focus moved into it and
// kept there, Escape or Close to leave, and focus given back to what opened it (giveFocusBack).
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { afterNextPaint } from '../state/after-paint';
import { useHoldsUnsavedWork } from '../state/unsaved-work';
import { BTN_DANGER, BTN_SECONDARY } from './styles';

const FOCUSABLE =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Once the closed sheet is off the screen: the focus goes back to what opened it, if that is still on
 * the page and the focus has gone nowhere else meanwhile (another sheet, a screen's heading). Not as
 * the sheet leaves: focusing lays the page out at once, before the frame that shows what the tap did,
 * and a sheet closed on its way to another screen (Record the win opens the Night screen) had the
 * screen it leaves laid out for nothing (6 to 19 ms in a trace on the 2-core test machine).
 */
function giveFocusBack(opener: HTMLElement): void {
  const lost = document.activeElement === null || document.activeElement === document.body;
  if (lost && opener.isConnected) opener.focus();
}

export function Sheet(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider where the screen is (a phone on its side): for a long list laid out in two columns. */
  wide?: boolean;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // A sheet holds what the player is entering: an update of the app waits until it is closed.
  useHoldsUnsavedWork(true);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    // Everything behind the sheet is taken out of reach, so a screen reader or a Tab stays inside.
    const host = panel.current?.closest('[data-sheet-host]');
    const hidden = [...document.body.children].filter((el) => el !== host && !el.hasAttribute('inert'));
    hidden.forEach((el) => el.setAttribute('inert', ''));
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      hidden.forEach((el) => el.removeAttribute('inert'));
      document.body.style.overflow = overflow;
      if (opener) afterNextPaint(() => giveFocusBack(opener));
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      props.onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      data-sheet-host
      className="fixed inset-0 z-30 flex items-end justify-center bg-black/50 sm:items-center"
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`max-h-[92dvh] w-full ${props.wide ? 'max-w-3xl' : 'max-w-lg'} overflow-y-auto rounded-t-2xl bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-stone-900 shadow-xl focus:outline-none sm:rounded-2xl dark:bg-stone-900 dark:text-stone-100`}
      >
        <div className="mb-3 flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-bold leading-tight">
            {props.title}
          </h2>
          <button type="button" className="btn-quiet -mr-1 -mt-1" onClick={props.onClose}>{t`Close`}</button>
        </div>
        {props.children}
      </div>
    </div>,
    document.body,
  );
}

/** A yes-or-no question before something that cannot be taken back. */
export function ConfirmSheet(props: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  danger?: boolean;
  busy?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Sheet title={props.title} onClose={props.onClose}>
      <div className="space-y-3 text-sm">{props.children}</div>
      <div className="mt-4 flex gap-2">
        <button
          type="button"
          className={`${BTN_SECONDARY} flex-1`}
          onClick={props.onClose}
        >{t`Cancel`}</button>
        <button
          type="button"
          className={`${props.danger ? BTN_DANGER : 'btn'} flex-1`}
          disabled={props.busy}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </button>
      </div>
    </Sheet>
  );
}
