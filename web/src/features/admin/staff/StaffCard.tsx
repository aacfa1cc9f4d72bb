import { Button, Card, HTMLSelect, Tag } from '@blueprintjs/core';
import { EditIcon, LinkIcon, MobilePhoneIcon, TrashIcon } from '@blueprintjs/icons';
import { format } from 'date-fns';
import type { StaffRole } from '@shared/schemas/account';
import { STAFF_ROLE_LABELS, type StaffAccount } from '@shared/schemas/staff';

export type StaffAction = 'role' | 'edit' | 'reinvite' | 'resetTotp' | 'remove';

/** One account in the Staff tab; the owner's own card and the admin-password holder keep their role. */
export function StaffCard(props: {
  account: StaffAccount;
  isSelf: boolean;
  busy: boolean;
  onRole: (role: StaffRole) => void;
  onAction: (action: Exclude<StaffAction, 'role'>) => void;
}) {
  const a = props.account;
  const fixedRole = a.primary || props.isSelf;
  return (
    <Card className="admin-staff-card" elevation={1}>
      <div className="admin-staff-head">
        <div>
          <strong>{a.name}</strong>
          {props.isSelf && <span className="admin-muted"> (you)</span>}
          <div className="admin-muted admin-small">{a.email || 'No email: signs in with the admin password'}</div>
        </div>
        <div className="admin-staff-tags">
          {a.invited && <Tag intent="warning">Invitation pending</Tag>}
          {a.totp && <Tag intent="success">Two-step on</Tag>}
          {a.primary && <Tag minimal>Admin password</Tag>}
        </div>
      </div>
      <p className="admin-muted admin-small">
        {a.lastSignInAt ? `Last signed in ${format(new Date(a.lastSignInAt), 'PPp')}` : 'Never signed in'}
      </p>
      <div className="admin-staff-actions">
        <HTMLSelect
          aria-label={`Role of ${a.name}`}
          value={a.role}
          disabled={fixedRole || props.busy}
          onChange={(e) => props.onRole(e.currentTarget.value as StaffRole)}
          options={Object.entries(STAFF_ROLE_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <Button
          variant="outlined"
          icon={<EditIcon />}
          text="Edit"
          aria-label={`Edit ${a.name}`}
          disabled={props.busy}
          onClick={() => props.onAction('edit')}
        />
        {!props.isSelf && a.email && (
          <Button
            variant="outlined"
            icon={<LinkIcon />}
            text={a.invited ? 'New invitation link' : 'Password reset link'}
            disabled={props.busy}
            onClick={() => props.onAction('reinvite')}
          />
        )}
        {a.totp && !props.isSelf && (
          <Button
            variant="outlined"
            icon={<MobilePhoneIcon />}
            text="Reset two-step sign-in"
            disabled={props.busy}
            onClick={() => props.onAction('resetTotp')}
          />
        )}
        {!fixedRole && (
          <Button
            variant="outlined"
            intent="danger"
            icon={<TrashIcon />}
            text="Remove"
            aria-label={`Remove ${a.name}`}
            disabled={props.busy}
            onClick={() => props.onAction('remove')}
          />
        )}
      </div>
    </Card>
  );
}
