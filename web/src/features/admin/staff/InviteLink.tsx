import { useRef, useState } from 'react';
import { Button, Callout, Classes, ControlGroup, InputGroup } from '@blueprintjs/core';
import { DuplicateIcon } from '@blueprintjs/icons';
import type { StaffInvitation } from '@shared/schemas/staff';

/** An invitation's link, to copy and send when no email could go (or to send again by hand). */
export function InviteLink({ invitation }: { invitation: StaffInvitation }) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  async function copy() {
    field.current?.select();
    try {
      await navigator.clipboard.writeText(invitation.inviteUrl);
      setCopied(true);
    } catch {
      // No clipboard permission: the link is selected for Ctrl+C.
    }
  }
  return (
    <div className="admin-invite-link">
      <Callout intent={invitation.emailed ? 'success' : 'primary'} compact>
        {invitation.emailed
          ? `The invitation was emailed to ${invitation.account.email}. The link below works too.`
          : `No email could be sent: copy this link and send it to ${invitation.account.name} yourself.`}{' '}
        It works once, within 72 hours.
      </Callout>
      <ControlGroup fill>
        <InputGroup
          inputRef={field}
          readOnly
          value={invitation.inviteUrl}
          aria-label="Invitation link"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button
          className={Classes.FIXED}
          icon={<DuplicateIcon />}
          text={copied ? 'Copied' : 'Copy link'}
          onClick={() => void copy()}
        />
      </ControlGroup>
    </div>
  );
}
