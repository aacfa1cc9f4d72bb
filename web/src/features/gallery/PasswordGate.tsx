import { Button, InputGroup } from '@blueprintjs/core';
import { EyeOffIcon, EyeOpenIcon, LockIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { PAGE_LOGIN_SETTLE_MS, type ProtectedPage } from '@shared/constants';
import { t } from '@/i18n';
import { notifyPair } from '@/lib/toast';
import { pageLogin } from './api';
import { usePageAccess } from './pageAccess';

/** docs/product.md#password-gate: the screen, its toasts and the field clearing. */
export function PasswordGate({
  page,
  description = t('gallery.gateDescription'),
}: {
  page: ProtectedPage;
  description?: string;
}) {
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const setAccess = usePageAccess((s) => s.setAccess);
  const title = t(`gallery.page.${page}`);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!password || busy) return;
    setBusy(true);
    const result = await pageLogin(page, password);
    if (result === 'ok') {
      // The spec waits 200 ms so the new cookie is in place before the gallery is fetched.
      await new Promise((r) => setTimeout(r, PAGE_LOGIN_SETTLE_MS));
      void notifyPair([t('gallery.gateSuccessTitle'), t('gallery.gateSuccessText', { page: title })], 'success');
      setBusy(false);
      setAccess(page, 'unlocked');
      return;
    }
    setPassword('');
    setBusy(false);
    void notifyPair(
      result === 'wrong'
        ? [t('gallery.gateWrongTitle'), t('gallery.gateWrongText')]
        : [t('gallery.gateErrorTitle'), t('gallery.gateErrorText')],
      'danger',
    );
  }

  return (
    <section className="gate card" aria-labelledby="gate-title">
      <div className="gate__icon" aria-hidden="true">
        <LockIcon size={28} />
      </div>
      <h2 id="gate-title">{t('gallery.gateTitle', { page: title })}</h2>
      <p className="gate__description">{description}</p>
      <form onSubmit={submit} className="gate__form">
        <label htmlFor="gate-password" className="gate__label">
          {t('gallery.password')}
        </label>
        <InputGroup
          id="gate-password"
          type={visible ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          size="large"
          rightElement={
            <Button
              variant="minimal"
              icon={visible ? <EyeOffIcon /> : <EyeOpenIcon />}
              aria-label={visible ? t('gallery.hidePassword') : t('gallery.showPassword')}
              aria-pressed={visible}
              onClick={() => setVisible((v) => !v)}
            />
          }
        />
        <p className="gate__notice">{t('gallery.gateNotice')}</p>
        <Button
          type="submit"
          intent="primary"
          size="large"
          fill
          disabled={!password || busy}
          text={busy ? t('gallery.verifying') : t('gallery.accessContent')}
        />
      </form>
    </section>
  );
}
