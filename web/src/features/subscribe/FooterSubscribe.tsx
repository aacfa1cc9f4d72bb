import { useState, type ComponentType } from 'react';
import { LightButton } from '@/components/LightButton';
import { useSite } from '@/lib/siteConfig';
import type { SubscribeForm } from './SubscribeForm';

const load = () => import('./SubscribeForm');

/**
 * The footer's way to notices by email, on every public page once the server says it sends them.
 * The form's code and CSS load when the visitor asks for it (fetched ahead when the pointer or
 * focus reaches the button): the home page's JavaScript budget has no room for it up front
 * (docs/build-notes.md#what-the-home-page-loads). The button stays until the form is here.
 */
export function FooterSubscribe() {
  const on = useSite((s) => s.subscriptions === true);
  const [Form, setForm] = useState<ComponentType<Parameters<typeof SubscribeForm>[0]>>();
  if (!on) return null;
  const preload = () => load().catch(() => {});
  return (
    <div className="site-footer__subscribe">
      {Form ? (
        <Form title="Notices by email" tone="dark" autoFocus />
      ) : (
        <>
          <h2 className="site-footer__heading">Notices by email</h2>
          <LightButton
            text="Get class notices by email"
            variant="outlined"
            size="large"
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() =>
              void load().then(
                (m) => setForm(() => m.SubscribeForm),
                () => {},
              )
            }
          />
        </>
      )}
    </div>
  );
}
