import type { AdminUserDetail } from '@biclou/contracts/admin-users';
import * as endpoints from '@biclou/contracts/endpoints';
import { Ban, KeyRound, MailCheck, MoreHorizontal, ShieldCheck, ShieldOff, UserRoundCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ApiError, ApiResult } from '../../../lib/api-client';
import { translateServerMessage } from '../../../lib/i18n/translate-server-message';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { ReasonDialog, type ReasonDialogResult } from '../../../components/admin';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/menu';
import { Alert } from '../../../components/ui/alert';
import { useApi } from '../../../context/api-context';

type Dialogs = 'suspend' | 'unsuspend' | 'role' | 'anonymise' | null;

/** The account's admin actions: suspend/reinstate, mails, admin role, anonymise. Each is audited by the API. */
export function UserActions({ user, lastAdmin }: { user: AdminUserDetail; lastAdmin: boolean }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState<Dialogs>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const params = { userId: user.id };
  const message = (e: ApiError) => translateServerMessage(i18n, e.message);

  const done = async (res: ApiResult<{ message: string }>, field?: string): Promise<ReasonDialogResult> => {
    if (!res.ok) {
      const fieldMessage = field ? res.error.fields?.[field]?.[0] : undefined;
      return fieldMessage ? { fieldError: translateServerMessage(i18n, fieldMessage) } : { error: message(res.error) };
    }
    setNotice({ tone: 'success', text: translateServerMessage(i18n, res.data.message) });
    await revalidator.revalidate();
  };
  const simple = async (call: () => Promise<ApiResult<{ message: string }>>) => {
    setBusy(true);
    setNotice(null);
    const res = await call();
    setBusy(false);
    const failed = await done(res);
    if (failed?.error) setNotice({ tone: 'error', text: failed.error });
  };

  if (user.deletedAt) return <Alert tone="info">{t('admin-users.anonymised-note')}</Alert>;

  return (
    <div className="space-y-3">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <div className="flex flex-wrap gap-2">
        {user.suspendedAt ? (
          <Button variant="outline" onClick={() => setOpen('unsuspend')}>
            <UserRoundCheck className="size-4" aria-hidden="true" />
            {t('admin-users.action.unsuspend')}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => setOpen('suspend')}>
            <Ban className="size-4" aria-hidden="true" />
            {t('admin-users.action.suspend')}
          </Button>
        )}
        <Button variant="outline" onClick={() => setOpen('role')}>
          {user.role === 'admin' ? (
            <ShieldOff className="size-4" aria-hidden="true" />
          ) : (
            <ShieldCheck className="size-4" aria-hidden="true" />
          )}
          {t(user.role === 'admin' ? 'admin-users.action.revoke-admin' : 'admin-users.action.grant-admin')}
        </Button>
        <Menu>
          <MenuTrigger asChild>
            <Button variant="outline" loading={busy} aria-label={t('admin-users.action.more')}>
              <MoreHorizontal className="size-4" aria-hidden="true" />
              {t('admin-users.action.more')}
            </Button>
          </MenuTrigger>
          <MenuContent>
            {!user.emailVerifiedAt && (
              <MenuItem
                onSelect={() => simple(() => api.call(endpoints.resendAdminUserVerification, { params, quiet: true }))}
              >
                <MailCheck className="size-4" aria-hidden="true" />
                {t('admin-users.action.resend-verification')}
              </MenuItem>
            )}
            <MenuItem
              disabled={Boolean(user.suspendedAt)}
              onSelect={() => simple(() => api.call(endpoints.sendAdminUserPasswordReset, { params, quiet: true }))}
            >
              <KeyRound className="size-4" aria-hidden="true" />
              {t('admin-users.action.password-reset')}
            </MenuItem>
            <MenuItem onSelect={() => setOpen('anonymise')} className="text-red-700 dark:text-red-400">
              <UserX className="size-4" aria-hidden="true" />
              {t('admin-users.action.anonymise')}
            </MenuItem>
          </MenuContent>
        </Menu>
      </div>

      <ReasonDialog
        open={open === 'suspend'}
        onOpenChange={(o) => setOpen(o ? 'suspend' : null)}
        title={t('admin-users.suspend.title', { name: `${user.firstname} ${user.lastname}` })}
        description={t('admin-users.suspend.text')}
        confirmLabel={t('admin-users.action.suspend')}
        onConfirm={async (reason) =>
          done(await api.call(endpoints.suspendAdminUser, { params, body: { reason }, quiet: true }), 'reason')
        }
      />

      <Dialog
        open={open === 'unsuspend'}
        onOpenChange={(o) => setOpen(o ? 'unsuspend' : null)}
        title={t('admin-users.unsuspend.title')}
        description={t('admin-users.unsuspend.text')}
      >
        <ConfirmButtons
          label={t('admin-users.action.unsuspend')}
          onCancel={() => setOpen(null)}
          onConfirm={async () => {
            await simple(() => api.call(endpoints.unsuspendAdminUser, { params, quiet: true }));
            setOpen(null);
          }}
        />
      </Dialog>

      <Dialog
        open={open === 'role'}
        onOpenChange={(o) => setOpen(o ? 'role' : null)}
        title={t(user.role === 'admin' ? 'admin-users.role-dialog.revoke' : 'admin-users.role-dialog.grant')}
        description={t(
          user.role === 'admin' ? 'admin-users.role-dialog.revoke-text' : 'admin-users.role-dialog.grant-text',
        )}
      >
        {lastAdmin && user.role === 'admin' ? (
          <Alert tone="warning">{t('admin-users.role-dialog.last-admin')}</Alert>
        ) : (
          <ConfirmButtons
            label={t(user.role === 'admin' ? 'admin-users.action.revoke-admin' : 'admin-users.action.grant-admin')}
            onCancel={() => setOpen(null)}
            onConfirm={async () => {
              await simple(() =>
                api.call(endpoints.setAdminUserRole, {
                  params,
                  body: { role: user.role === 'admin' ? 'user' : 'admin' },
                  quiet: true,
                }),
              );
              setOpen(null);
            }}
          />
        )}
      </Dialog>

      <Dialog
        open={open === 'anonymise'}
        onOpenChange={(o) => {
          setOpen(o ? 'anonymise' : null);
          setConfirmEmail('');
          setFieldError(undefined);
        }}
        title={t('admin-users.anonymise.title')}
        description={t('admin-users.anonymise.text')}
      >
        <form
          className="space-y-4"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            setBusy(true);
            const failed = await done(
              await api.call(endpoints.anonymiseAdminUser, { params, body: { confirmEmail }, quiet: true }),
              'confirmEmail',
            );
            setBusy(false);
            if (failed) {
              setFieldError(failed.fieldError ?? failed.error);
              return;
            }
            setOpen(null);
          }}
        >
          <Field
            id="anonymise-email"
            label={t('admin-users.anonymise.label', { email: user.email })}
            error={fieldError}
          >
            <Input value={confirmEmail} onChange={(e) => setConfirmEmail(e.target.value)} autoComplete="off" />
          </Field>
          <div className="flex justify-end gap-3">
            <Button type="button" variant="outline" onClick={() => setOpen(null)}>
              {t('admin-ui.cancel')}
            </Button>
            <Button type="submit" variant="danger" loading={busy}>
              {t('admin-users.action.anonymise')}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}

function ConfirmButtons({
  label,
  onCancel,
  onConfirm,
}: {
  label: string;
  onCancel(): void;
  onConfirm(): Promise<void>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex justify-end gap-3">
      <Button type="button" variant="outline" onClick={onCancel}>
        {t('admin-ui.cancel')}
      </Button>
      <Button
        type="button"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          await onConfirm();
          setBusy(false);
        }}
      >
        {label}
      </Button>
    </div>
  );
}
