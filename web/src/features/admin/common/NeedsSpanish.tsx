import { Switch, Tag } from '@blueprintjs/core';
import { ADMIN_MSG } from '@shared/adminMessages';
import { missingSpanish, type TranslatableCollection } from '@shared/translations';

/** 'Needs Spanish' on a card whose record has English text without Spanish; the fields in its tooltip. */
export function NeedsSpanishTag(props: { collection: TranslatableCollection; item: Record<string, unknown> }) {
  const missing = missingSpanish(props.collection, props.item);
  if (!missing.length) return null;
  return (
    <Tag
      minimal
      round
      className="admin-badge admin-needs-spanish"
      title={ADMIN_MSG.needsSpanishFields(missing.join(', '))}
    >
      {ADMIN_MSG.needsSpanish}
    </Tag>
  );
}

/** A toggle that shows only the records needing Spanish, with how many do. */
export function NeedsSpanishFilter(props: { count: number; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Switch
      className="admin-needs-spanish-filter"
      label={ADMIN_MSG.needsSpanishFilter(props.count)}
      checked={props.checked}
      onChange={(e) => props.onChange(e.currentTarget.checked)}
    />
  );
}
