import { useState } from 'react';
import { Button, Callout, Card, H3 } from '@blueprintjs/core';
import { ImportIcon } from '@blueprintjs/icons';
import { ADMIN_MSG } from '@shared/adminMessages';
import type { DataExportSummary } from '@shared/schemas';
import { notifyPair } from '@/lib/toast';
import { useIsOwner } from '../auth/authStore';
import { TabHeader } from '../common/TabHeader';
import { useCollection } from '../common/useCollection';
import { listExports } from './api';
import { ConfirmImportDialog } from './ConfirmImportDialog';
import { ExportCard } from './ExportCard';
import { HistoryCard } from './HistoryCard';
import { ImportDialog } from './ImportDialog';
import { OffsiteCard } from './OffsiteCard';
import { TrashCard } from './TrashCard';
import { useImport, type PendingImport } from './useImport';
import { useSiteContent } from './useSiteContent';

type Step = { dialog: 'none' | 'paste' | 'confirm'; pending: PendingImport | null; seq: number };

/** The owner's whole tab; an instructor sees the trash only (exports, imports and backups are the owner's). */
export function DataTab() {
  const isOwner = useIsOwner();
  if (isOwner) return <OwnerDataTab />;
  return (
    <section>
      <TabHeader title="Data Management" description="Restore what was deleted in the last 30 days." />
      <div className="admin-data-grid">
        <TrashCard />
      </div>
    </section>
  );
}

function OwnerDataTab() {
  const content = useSiteContent();
  const history = useCollection<DataExportSummary>(listExports);
  const [step, setStep] = useState<Step>({ dialog: 'none', pending: null, seq: 0 });
  const runImport = useImport(() => {
    void content.reload();
    void history.reload(); // the server's backup appears here
  });

  const confirm = (pending: PendingImport) => {
    void notifyPair(ADMIN_MSG.readyToImport);
    setStep((s) => ({ ...s, dialog: 'confirm', pending }));
  };
  const close = () => setStep((s) => ({ ...s, dialog: 'none' }));

  return (
    <section>
      <TabHeader title="Data Management" description="Back up, move or restore all site content as JSON." />
      <div className="admin-data-grid">
        <ExportCard content={content.content} onExported={() => void history.reload()} />
        <Card className="admin-data-card" elevation={1}>
          <H3>Import Data</H3>
          <Callout intent="warning" compact>
            Importing replaces all existing content of the types included in the file.
          </Callout>
          <Button
            icon={<ImportIcon />}
            text="Import Data"
            onClick={() => setStep((s) => ({ dialog: 'paste', pending: null, seq: s.seq + 1 }))}
          />
        </Card>
        <HistoryCard history={history} onRestoreReady={confirm} />
        <TrashCard />
        <OffsiteCard />
      </div>
      <ImportDialog key={step.seq} isOpen={step.dialog === 'paste'} onClose={close} onReady={confirm} />
      <ConfirmImportDialog
        isOpen={step.dialog === 'confirm'}
        pending={step.pending}
        onClose={close}
        onConfirm={() => (step.pending ? runImport(step.pending) : Promise.resolve(false))}
      />
    </section>
  );
}
