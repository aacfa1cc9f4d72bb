import { Button, InputGroup, Tag } from '@blueprintjs/core';
import { ADMIN_MSG } from '@shared/adminMessages';
import { useState } from 'react';
import { formatInstant, formatTimeRange, todayKey } from '@shared/dates';
import { clockToIso, isoToClock, type ClockTime } from '@shared/eventTime';
import { occurrenceOn, upcomingDates } from '@shared/recurrence';
import type { EventException } from '@shared/schemas';
import { DateField } from '../common/DateField';
import type { EventPayload } from './eventForm';
import { TimeSelect } from './TimeSelect';

const SHOWN = 8;

type Edit =
  | { date: string; kind: 'cancel'; note: string; noteEs: string }
  | { date: string; kind: 'change'; day: string; start: ClockTime; end: ClockTime; note: string; noteEs: string };

/** The date's note and its Spanish (shown on the Spanish pages and in Spanish families' emails). */
const notes = (edit: Edit) => {
  const note = edit.note.trim() || null;
  const es = edit.noteEs.trim();
  return { note, ...(es ? { translations: { es: { note: es } } } : {}) };
};

/**
 * A series' next dates, each with 'Cancel this date' (with a note for parents) or 'Change this
 * date' (another day or time), or 'Restore'. They change the form's exceptions: Update saves them
 * with the series, in one versioned write.
 */
export function OccurrenceList(props: {
  series: EventPayload & { recurrence: NonNullable<EventPayload['recurrence']> };
  tz: string;
  onChange: (exceptions: EventException[]) => void;
}) {
  const { series, tz } = props;
  const [edit, setEdit] = useState<Edit | null>(null);
  const exceptions = series.exceptions ?? [];
  const from = [todayKey(tz), isoToClock(series.startTime, tz).day].sort()[1];
  const s = { id: 'series', ...series, exceptions };
  const dates = upcomingDates(s, tz, from, SHOWN);
  const put = (x: EventException | null, date: string) => {
    props.onChange(
      [...exceptions.filter((e) => e.date !== date), ...(x ? [x] : [])].sort((a, b) => a.date.localeCompare(b.date)),
    );
    setEdit(null);
  };
  if (!dates.length) return null;
  return (
    <section className="admin-occurrences" aria-labelledby="occurrences-title">
      <h4 id="occurrences-title">Upcoming dates</h4>
      <p className="admin-muted admin-small">Changes to single dates are saved with Update Event.</p>
      <ul>
        {dates.map((date) => {
          const o = occurrenceOn(s, tz, date);
          const ex = exceptions.find((x) => x.date === date);
          return (
            <li key={date} data-date={date} className={o.cancelled ? 'is-cancelled' : undefined}>
              <div className="admin-occurrences__row">
                <span className="admin-occurrences__when">
                  {formatInstant(o.startTime, tz, 'EEE, MMM d')}: {formatTimeRange(o.startTime, o.endTime, tz)}
                </span>
                {o.cancelled && (
                  <Tag intent="danger" minimal>
                    Cancelled
                  </Tag>
                )}
                {ex && !ex.cancelled && (
                  <Tag intent="primary" minimal>
                    Changed
                  </Tag>
                )}
                {o.note && <span className="admin-small">{o.note}</span>}
                {ex?.translations?.es?.note && (
                  <span className="admin-small" lang="es">
                    {ex.translations.es.note}
                  </span>
                )}
                <span className="admin-occurrences__actions">
                  {ex ? (
                    <Button small text="Restore" aria-label={`Restore ${date}`} onClick={() => put(null, date)} />
                  ) : (
                    <>
                      <Button
                        small
                        text="Cancel this date"
                        aria-label={`Cancel ${date}`}
                        onClick={() => setEdit({ date, kind: 'cancel', note: '', noteEs: '' })}
                      />
                      <Button
                        small
                        text="Change this date"
                        aria-label={`Change ${date}`}
                        onClick={() => {
                          const a = isoToClock(o.startTime, tz);
                          setEdit({
                            date,
                            kind: 'change',
                            day: a.day,
                            start: a.time,
                            end: isoToClock(o.endTime, tz).time,
                            note: '',
                            noteEs: '',
                          });
                        }}
                      />
                    </>
                  )}
                </span>
              </div>
              {edit?.date === date && (
                <div className="admin-occurrences__edit">
                  {edit.kind === 'change' && (
                    <div className="admin-form-row">
                      <DateField
                        id={`move-${date}-day`}
                        label="New date"
                        value={edit.day}
                        onChange={(day) => setEdit({ ...edit, day })}
                      />
                      <TimeSelect
                        id={`move-${date}-start`}
                        legend="Start time"
                        value={edit.start}
                        onChange={(start) => setEdit({ ...edit, start })}
                      />
                      <TimeSelect
                        id={`move-${date}-end`}
                        legend="End time"
                        value={edit.end}
                        onChange={(end) => setEdit({ ...edit, end })}
                      />
                    </div>
                  )}
                  <InputGroup
                    aria-label={`Note for ${date}`}
                    placeholder={edit.kind === 'cancel' ? 'Note for parents (why, what instead)' : 'Note (optional)'}
                    value={edit.note}
                    onChange={(e) => setEdit({ ...edit, note: e.target.value })}
                  />
                  <InputGroup
                    aria-label={`Spanish note for ${date}`}
                    lang="es"
                    placeholder={`${ADMIN_MSG.spanish} (optional)`}
                    value={edit.noteEs}
                    onChange={(e) => setEdit({ ...edit, noteEs: e.target.value })}
                  />
                  <Button
                    small
                    intent={edit.kind === 'cancel' ? 'danger' : 'primary'}
                    text={edit.kind === 'cancel' ? 'Cancel class' : 'Apply change'}
                    onClick={() =>
                      put(
                        edit.kind === 'cancel'
                          ? { date, cancelled: true, location: null, ...notes(edit) }
                          : {
                              date,
                              cancelled: false,
                              startTime: clockToIso(edit.day, edit.start, tz),
                              endTime: clockToIso(edit.day, edit.end, tz),
                              location: null,
                              ...notes(edit),
                            },
                        date,
                      )
                    }
                  />
                  <Button small minimal text="Back" onClick={() => setEdit(null)} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
