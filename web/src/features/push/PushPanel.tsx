import { SUBSCRIPTION_PROGRAMS, type SubscriptionProgram } from '@shared/schemas';
import { useEffect, useState } from 'react';
import { LightButton } from '@/components/LightButton';
import { ChoiceGroup } from '@/components/ChoiceGroup';
import { loadAreas, t } from '@/i18n';
import { disablePush, enablePush, rememberedPrograms, savedDevice, type SavedDevice } from './pushDevice';
import { pushSupport } from './support';
import './push.css';

type State = 'loading' | 'working' | 'on' | 'off' | 'denied' | 'ios' | 'unsupported' | 'failed';

/** What the button opens: turning on (after the permission), the programs, turning off. */
export default function PushPanel({
  permission,
  onClose,
}: {
  permission: Promise<NotificationPermission> | null;
  onClose: () => void;
}) {
  const [state, setState] = useState<State>('loading');
  const [device, setDevice] = useState<SavedDevice | null>(savedDevice);
  const [programs, setPrograms] = useState<SubscriptionProgram[]>(() => device?.programs ?? rememberedPrograms());
  const [note, setNote] = useState('');

  const turnOn = async (chosen: SubscriptionProgram[], ask: Promise<NotificationPermission> | null) => {
    setState('working');
    const answer = await (ask ?? Notification.requestPermission());
    if (answer !== 'granted') return setState('denied');
    try {
      setDevice(await enablePush(chosen));
      setState('on');
    } catch {
      setState('failed');
    }
  };

  useEffect(() => {
    let live = true;
    void (async () => {
      await loadAreas('subscribe', 'push');
      if (!live) return;
      const support = pushSupport();
      if (support !== 'ok') return setState(support === 'ios-install' ? 'ios' : 'unsupported');
      if (device) return setState(Notification.permission === 'granted' ? 'on' : 'denied');
      if (Notification.permission === 'denied') return setState('denied');
      await turnOn(programs, permission);
    })();
    return () => {
      live = false;
    };
    // Runs once per opening: the tap that opened it is the one consent asked for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const changePrograms = async (next: SubscriptionProgram[]) => {
    setPrograms(next);
    setNote('');
    if (!next.length || state !== 'on') return;
    try {
      setDevice(await enablePush(next));
      setNote(t('push.saved'));
    } catch {
      setState('failed');
    }
  };
  const turnOff = async () => {
    if (device) await disablePush(device);
    setDevice(null);
    setState('off');
  };

  if (state === 'loading') return null;
  const message: Partial<Record<State, string>> = {
    working: t('push.working'),
    on: t('push.on'),
    off: t('push.off'),
    denied: t('push.denied'),
    ios: t('push.ios'),
    unsupported: t('push.unsupported'),
    failed: t('push.failed'),
  };
  return (
    <section id="push-panel" className="push-panel" aria-labelledby="push-panel-title">
      <h2 id="push-panel-title" className="push-panel__title">
        {t('push.title')}
      </h2>
      <p role="status">{message[state]}</p>
      {(state === 'on' || state === 'off' || state === 'failed') && (
        <ChoiceGroup
          id="push-programs"
          legend={t('push.programs')}
          choices={SUBSCRIPTION_PROGRAMS.map((p) => ({ value: p, label: t(`subscribe.program.${p}`) }))}
          value={programs}
          error={programs.length ? undefined : t('push.programsRequired')}
          onChange={(v) => void changePrograms(v)}
        />
      )}
      {note && <p className="push-panel__note">{note}</p>}
      <div className="push-panel__actions">
        {state === 'on' && <LightButton text={t('push.turnOff')} onClick={() => void turnOff()} />}
        {(state === 'off' || state === 'failed') && (
          <LightButton
            intent="primary"
            text={t('push.turnOn')}
            disabled={!programs.length}
            onClick={() => void turnOn(programs, null)}
          />
        )}
        <LightButton variant="minimal" text={t('push.close')} onClick={onClose} />
      </div>
    </section>
  );
}
