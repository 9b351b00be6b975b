import { UPDATE_PASSWORD_CODE } from '@club/domain/auth/myaccount.schemas';
import type { Profile } from '@club/domain/auth/auth.schemas';
import { MIN, UI_LANGUAGES, type Language } from '@club/domain/shared/constants';
import { Button, Group, Paper, PasswordInput, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../auth';
import { accountCalls, useRefreshAccount } from '../api/account-api';
import { reportFailure } from '../api/report-failure';
import { toast } from './toast';

/** Section 2: language, password, newsletter and (administrators) notification switches. */
export function SettingsSection({ profile, newsletter }: { profile: Profile; newsletter: boolean }) {
  const { t } = useTranslation('account');
  return (
    <Stack gap="lg">
      <LanguageSetting />
      <PasswordChange />
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('settings.notificationsTitle')}
          </Title>
          <SettingSwitch
            label={t('settings.newsletter')}
            description={t('settings.newsletterHint')}
            initial={newsletter}
            onChange={async (on) => (await accountCalls.switchNewsletter(on)).success === 1}
            reportAs="myaccount/switch_newsletter"
          />
          {profile.isGod === 1 ? (
            <>
              <SettingSwitch
                label={t('settings.adminCourses')}
                initial={profile.admin_notify_courses === 1}
                onChange={async (on) => (await accountCalls.switchAdmin('admin_notify_courses', on)).success === 1}
                reportAs="myaccount/switch_admin_settings"
              />
              <SettingSwitch
                label={t('settings.adminOther')}
                initial={profile.admin_notify_other === 1}
                onChange={async (on) => (await accountCalls.switchAdmin('admin_notify_other', on)).success === 1}
                reportAs="myaccount/switch_admin_settings"
              />
            </>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}

function LanguageSetting() {
  const { t, i18n } = useTranslation('account');
  const current = (UI_LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'es';
  return (
    <Paper withBorder p="md" radius="md">
      <Radio.Group
        label={
          <Title order={2} size="h3">
            {t('settings.languageTitle')}
          </Title>
        }
        description={t('settings.languageHint')}
        value={current}
        onChange={(v) => setLanguage(v as Language)}
      >
        <Group mt="sm">
          <Radio value="es" label="Castellano" lang="es" />
          <Radio value="eus" label="Euskera" lang="eu" />
        </Group>
      </Radio.Group>
    </Paper>
  );
}

/** A switch saved at once; on failure it goes back and says 'Error al guardar'. */
function SettingSwitch(props: {
  label: string;
  description?: string;
  initial: boolean;
  onChange: (on: boolean) => Promise<boolean>;
  reportAs: string;
}) {
  const { t } = useTranslation('account');
  const refresh = useRefreshAccount();
  const [on, setOn] = useState(props.initial);
  const [busy, setBusy] = useState(false);
  const flip = async (next: boolean) => {
    setOn(next);
    setBusy(true);
    let saved = false;
    try {
      saved = await props.onChange(next);
      if (!saved) reportFailure(props.reportAs, { ext: 'success 0' });
    } catch {
      saved = false;
    }
    setBusy(false);
    if (!saved) {
      setOn(!next);
      toast({ color: 'red', message: t('errors.switchFailed') });
      return;
    }
    void refresh();
  };
  return (
    <Switch
      label={props.label}
      description={props.description}
      checked={on}
      disabled={busy}
      onChange={(e) => void flip(e.currentTarget.checked)}
    />
  );
}

function PasswordChange() {
  const { t } = useTranslation('account');
  const [values, setValues] = useState({ current: '', new: '', repeat: '' });
  const [saving, setSaving] = useState(false);
  const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [k]: e.currentTarget.value });
  const warn = (message: string) => toast({ color: 'orange', title: t('password.warningTitle'), message });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!values.current) return warn(t('password.currentRequired'));
    if (values.new.length < MIN.password) return warn(t('password.tooShort'));
    if (values.new !== values.repeat) return warn(t('password.mismatch'));
    setSaving(true);
    try {
      const res = await accountCalls.updatePassword(values);
      if (res.success === 1) {
        toast({ color: 'green', message: t('password.changed') });
        setValues({ current: '', new: '', repeat: '' });
        return;
      }
      if (res.code === UPDATE_PASSWORD_CODE.wrongCurrent) warn(t('password.wrongCurrent'));
      else if (res.code === UPDATE_PASSWORD_CODE.tooShort) warn(t('password.tooShort'));
      else if (res.code === UPDATE_PASSWORD_CODE.mismatch) warn(t('password.mismatch'));
      else warn(t('errors.saveFailed'));
      reportFailure('myaccount/update_password', { code: res.code });
    } catch {
      toast({ color: 'red', message: t('errors.saveFailed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <Title order={2} size="h3">
          {t('password.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('password.hint')}
        </Text>
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          value={values.current}
          onChange={set('current')}
          required
        />
        <PasswordInput label={t('password.new')} autoComplete="new-password" value={values.new} onChange={set('new')} required />
        <PasswordInput label={t('password.repeat')} autoComplete="new-password" value={values.repeat} onChange={set('repeat')} required />
        <Group>
          <Button type="submit" loading={saving}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
