import { useCallback, useEffect, useState } from 'react';
import { Button, Callout, FormGroup, HTMLSelect, HTMLTable, Spinner } from '@blueprintjs/core';
import { ShieldIcon } from '@blueprintjs/icons';
import { format } from 'date-fns';
import type { AuditEntry, AuditVerifyResult } from '@shared/schemas/audit';
import { errorDetail } from '@/lib/api';
import { useAdminApi } from '../auth/useAdminApi';
import { TabHeader } from '../common/TabHeader';
import { actionText, auditPage, AUDIT_TYPES, fromText, targetText, verifyAudit, type AuditFilters } from './api';

const when = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isFinite(t) ? format(t, 'MMM d, yyyy HH:mm:ss') : iso;
};

/**
 * The owner's view of the audit log (every change and sign-in, kept two years): newest first,
 * filtered by who and by what, 50 at a time, and a check that no entry was changed or removed.
 */
export function AuditLogView() {
  const api = useAdminApi();
  const [filters, setFilters] = useState<AuditFilters>({ actor: '', type: '' });
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [error, setError] = useState('');
  /** Everyone seen in the log so far, for the "Who" filter. */
  const [actors, setActors] = useState<Map<string, string>>(new Map());
  const [check, setCheck] = useState<AuditVerifyResult | 'checking' | null>(null);

  const load = useCallback(
    async (before: number | null) => {
      setState('loading');
      try {
        const page = await auditPage(api, filters, before);
        setEntries((old) => (before ? [...old, ...page.entries] : page.entries));
        setNext(page.next);
        setActors((old) => {
          const seen = new Map(old);
          for (const e of page.entries) if (e.actor) seen.set(e.actor.id, e.actor.name);
          return seen.size === old.size ? old : seen;
        });
        setState('ready');
      } catch (e) {
        setError(errorDetail(e));
        setState('error');
      }
    },
    [api, filters],
  );
  useEffect(() => {
    void load(null);
  }, [load]);

  async function runCheck() {
    setCheck('checking');
    try {
      setCheck(await verifyAudit(api));
    } catch (e) {
      setError(errorDetail(e));
      setCheck(null);
    }
  }

  return (
    <div className="admin-audit">
      <TabHeader
        title="Audit Log"
        description="Every change and sign-in, newest first. Entries are kept for two years."
        action={
          <Button
            icon={<ShieldIcon />}
            text={check === 'checking' ? 'Checking...' : 'Check the log'}
            disabled={check === 'checking'}
            onClick={() => void runCheck()}
          />
        }
      />
      {check && check !== 'checking' && (
        <Callout intent={check.ok ? 'success' : 'danger'} compact role="status" className="admin-audit-check">
          {check.ok
            ? `Intact: all ${check.entries.toLocaleString()} entries are as they were written.`
            : `Entry ${check.brokenAt} was changed or removed after it was written.`}
        </Callout>
      )}
      <div className="admin-toolbar">
        <FormGroup label="Who" labelFor="audit-actor" inline>
          <HTMLSelect
            id="audit-actor"
            value={filters.actor}
            onChange={(e) => setFilters((f) => ({ ...f, actor: e.target.value }))}
            options={[{ value: '', label: 'Anyone' }, ...[...actors].map(([value, label]) => ({ value, label }))]}
          />
        </FormGroup>
        <FormGroup label="What" labelFor="audit-type" inline>
          <HTMLSelect
            id="audit-type"
            value={filters.type}
            onChange={(e) => setFilters((f) => ({ ...f, type: e.target.value }))}
            options={[{ value: '', label: 'Everything' }, ...AUDIT_TYPES]}
          />
        </FormGroup>
      </div>
      {state === 'error' && (
        <Callout intent="danger" compact role="alert">
          Could not load the audit log: {error}
        </Callout>
      )}
      {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it too. */}
      <div className="admin-audit-scroll" tabIndex={0} role="group" aria-label="Audit entries">
        <HTMLTable compact striped className="admin-audit-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">On</th>
              <th scope="col">From</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td className="admin-nowrap">{when(e.at)}</td>
                <td>{e.actor?.name ?? <span className="admin-muted">Not signed in</span>}</td>
                <td>{actionText(e.action, e.count)}</td>
                <td>{targetText(e)}</td>
                <td className="admin-muted">{fromText(e)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      {state === 'loading' && <Spinner size={20} aria-label="Loading the audit log" />}
      {state === 'ready' && !entries.length && <p className="admin-muted">Nothing logged matches.</p>}
      {next !== null && state === 'ready' && (
        <Button text="Older entries" onClick={() => void load(next)} className="admin-audit-more" />
      )}
    </div>
  );
}
