import { RepeatIcon } from '@blueprintjs/icons';
import { formatKey, todayKey } from '@shared/dates';
import { describeRecurrence, nextDate } from '@shared/recurrence';
import type { AcademyEvent } from '@shared/schemas';

/** A series on its card: the rule in words, its next date and how many dates are cancelled or changed. */
export function SeriesSummary({ item, tz }: { item: AcademyEvent; tz: string }) {
  const r = item.recurrence!;
  const next = nextDate({ ...item, recurrence: r }, tz, todayKey(tz));
  const cancelled = (item.exceptions ?? []).filter((x) => x.cancelled).length;
  const changed = (item.exceptions ?? []).length - cancelled;
  return (
    <div className="admin-event-date admin-series" data-testid="series-rule">
      <RepeatIcon size={12} aria-hidden="true" /> {describeRecurrence(item, tz)}
      <div className="admin-small admin-muted">
        {next ? `Next: ${formatKey(next, 'EEE, MMM d')}` : 'No more dates'}
        {cancelled > 0 && ` · ${cancelled} cancelled`}
        {changed > 0 && ` · ${changed} changed`}
      </div>
    </div>
  );
}
