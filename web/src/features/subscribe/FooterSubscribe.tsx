import { useState } from 'react';
import { loadAreas, t } from '@/i18n';
import { useSite } from '@/lib/siteConfig';
import type { SubscribeForm } from './SubscribeForm';

/**
 * The footer's way to notices by email, on every public page once the server says it sends them:
 * one button here, the form's code and CSS loaded when it is pressed. The home page's JavaScript
 * budget has no room for the form up front (docs/build-notes.md#what-the-home-page-loads); the
 * button is Blueprint's markup written out, as LightButton's, in fewer bytes.
 */
export function FooterSubscribe() {
  const on = useSite((s) => s.subscriptions === true);
  const [Form, setForm] = useState<typeof SubscribeForm>();
  if (!on) return null;
  return (
    <div className="site-footer__subscribe">
      {Form ? (
        <Form title={t('notices.footerTitle')} tone="dark" autoFocus />
      ) : (
        <button
          type="button"
          className="bp6-button bp6-outlined bp6-large"
          onClick={() =>
            void Promise.all([import('./SubscribeForm'), loadAreas('subscribe')]).then(
              ([m]) => setForm(() => m.SubscribeForm),
              () => {},
            )
          }
        >
          {t('notices.footerButton')}
        </button>
      )}
    </div>
  );
}
