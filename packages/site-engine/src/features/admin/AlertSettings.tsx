import {
  Button,
  Card,
  Checkbox,
  Field,
  Heading,
  Notice,
  notify,
  Select,
  Stack,
  Text,
  TextInput,
} from '@agent-sites/ui';
import { WEEKDAY_NAMES, WEEKDAYS, type Weekday, type WorkingHours } from '@agent-sites/schemas';
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  type AlertChannels,
  type AlertSettingsRow,
  QUIET_HOUR_OPTIONS,
  WORKING_END_OPTIONS,
  workingHoursError,
  readTextCeiling,
  timeValue,
} from './alerts.ts';
import { formatTime } from './leads.ts';
import { PageIntro, ReadFailed } from './page-parts.tsx';
import { type DevicePush, turnOffPush, turnOnPush, useInstallPrompt } from './this-device.ts';
import { useAlertChannels, useAlertSettings, useDevicePush, useDevices } from './use-alerts.ts';

/** A card with its own heading, named by it. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Card as="section" variant="outlined" padding="md" aria-labelledby={id}>
      <Stack gap="3" align="start">
        <Heading level={2} size="sm" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

const DEVICE_TEXT: Record<DevicePush['status'], string> = {
  on: 'Alerts are on for this device: a notification the moment a lead arrives.',
  off: 'Alerts are off for this device.',
  blocked:
    'Notifications are blocked for this site. Allow them in your browser’s site settings, then turn alerts on.',
  unsupported:
    'This browser cannot receive alerts. On an iPhone or iPad, add the back office to your Home Screen (Share, then Add to Home Screen), open it from there and turn alerts on.',
};

/** This device: its alerts on or off, and installing the back office as an app. */
function ThisDevice({ channels, onChange }: { channels: AlertChannels | undefined; onChange: () => void }) {
  const device = useDevicePush();
  const { canInstall, install } = useInstallPrompt();
  const [busy, setBusy] = useState(false);
  const status = device.data?.status;

  async function toggle() {
    setBusy(true);
    try {
      if (status === 'on') {
        await turnOffPush();
        notify.success('Alerts off', 'This device will no longer get lead alerts.');
      } else if (channels?.push) {
        const result = await turnOnPush(channels.push.publicKey);
        if (result.status === 'on')
          notify.success('Alerts on', 'This device will get an alert for each new lead.');
      }
    } catch {
      notify.error('Alerts not changed', 'Check your connection and try again.');
    } finally {
      setBusy(false);
      device.refetch();
      onChange();
    }
  }

  return (
    <Section title="This device">
      {device.status === 'error' ? (
        <ReadFailed what="This device's alerts" onRetry={device.refetch} />
      ) : (
        <Text role="status">{status ? DEVICE_TEXT[status] : 'Checking this device…'}</Text>
      )}
      {channels && !channels.push && (
        <Notice tone="warning" title="Push alerts are not set up on the server">
          {channels.problems.push ??
            'Set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (see the README), then come back.'}
        </Notice>
      )}
      {(status === 'on' || status === 'off') && (
        <Button
          variant={status === 'on' ? 'secondary' : 'primary'}
          onClick={() => void toggle()}
          loading={busy}
          loadingText={status === 'on' ? 'Turning alerts off…' : 'Turning alerts on…'}
          disabled={status === 'off' && !channels?.push}
        >
          {status === 'on' ? 'Turn off alerts on this device' : 'Turn on alerts on this device'}
        </Button>
      )}
      {canInstall && (
        <Button variant="secondary" iconStart="home" onClick={() => void install()}>
          Install the back office as an app
        </Button>
      )}
    </Section>
  );
}

/** Every device that gets push alerts, with a way to stop one (an old phone). */
function Devices({ version }: { version: number }) {
  const devices = useDevices();
  const [removing, setRemoving] = useState<string>();
  const { refetch } = devices;
  useEffect(() => {
    if (version > 0) refetch();
  }, [version, refetch]);

  async function remove(id: string) {
    setRemoving(id);
    try {
      await devices.remove(id);
    } catch {
      notify.error('Device not removed', 'Check your connection and try again.');
    } finally {
      setRemoving(undefined);
    }
  }

  if (devices.status === 'error') return <ReadFailed what="Your devices" onRetry={devices.refetch} />;
  const rows = devices.data ?? [];
  return (
    <Section title="Devices that get alerts">
      {rows.length === 0 ? (
        <Text tone="muted">{devices.status === 'pending' ? 'Reading your devices…' : 'No device yet.'}</Text>
      ) : (
        <Stack as="ul" gap="2">
          {rows.map((row) => (
            <li key={row.id}>
              <Stack direction="row" gap="3" align="center">
                <Text>
                  {row.device || 'A device'}, since {formatTime(row.created_at)}
                </Text>
                <Button
                  size="sm"
                  variant="ghost"
                  loading={removing === row.id}
                  onClick={() => void remove(row.id)}
                  aria-label={`Stop alerts to ${row.device || 'this device'} (since ${formatTime(row.created_at)})`}
                >
                  Stop alerts
                </Button>
              </Stack>
            </li>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** One end of the quiet hours, on the half hour. */
function QuietHourSelect({
  label,
  error,
  value,
  disabled,
  onChange,
}: {
  label: string;
  error?: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} error={error}>
      <Select
        options={QUIET_HOUR_OPTIONS}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** One weekday's working hours: at work or not, and from when until when. */
function WorkingDay({
  day,
  hours,
  onChange,
}: {
  day: Weekday;
  hours: WorkingHours;
  onChange: (day: Weekday, span: WorkingHours[Weekday]) => void;
}) {
  const span = hours[day];
  const name = WEEKDAY_NAMES[day];
  return (
    <Stack direction="row" gap="4" align="end">
      <Checkbox
        label={name}
        checked={span !== null}
        onChange={(event) => onChange(day, event.target.checked ? { start: '08:00', end: '20:00' } : null)}
      />
      <Field label={`${name} from`}>
        <Select
          options={QUIET_HOUR_OPTIONS}
          value={span?.start ?? '08:00'}
          disabled={!span}
          onChange={(event) => span && onChange(day, { ...span, start: event.target.value })}
        />
      </Field>
      <Field label={`${name} until`}>
        <Select
          options={WORKING_END_OPTIONS}
          value={span?.end ?? '20:00'}
          disabled={!span}
          onChange={(event) => span && onChange(day, { ...span, end: event.target.value })}
        />
      </Field>
    </Stack>
  );
}

/** One side of the ceiling on texts, as the agent types it (read as a number when saved). */
function CeilingField({
  label,
  error,
  value,
  onChange,
}: {
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} error={error}>
      <TextInput inputMode="numeric" value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

/** Text messages, quiet hours and the kinds that owe no reply: one form, one save. */
function SettingsForm({
  settings,
  channels,
  save,
}: {
  settings: AlertSettingsRow;
  channels: AlertChannels | undefined;
  save: (settings: AlertSettingsRow) => Promise<void>;
}) {
  const [values, setValues] = useState({
    ...settings,
    quiet_start: timeValue(settings.quiet_start),
    quiet_end: timeValue(settings.quiet_end),
  });
  // The ceiling as typed: read as numbers when saved.
  const [ceiling, setCeiling] = useState({
    perHour: String(settings.sms_per_hour),
    perDay: String(settings.sms_per_day),
  });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const [workingError, setWorkingError] = useState<string>();
  const [ceilingErrors, setCeilingErrors] = useState<{ sms_per_hour?: string; sms_per_day?: string }>({});
  const set = <K extends keyof AlertSettingsRow>(key: K, value: AlertSettingsRow[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { errors, ...texts } = readTextCeiling(ceiling.perHour, ceiling.perDay);
    const quietError =
      values.quiet_hours_enabled && values.quiet_start === values.quiet_end
        ? 'Quiet hours must end at another time than they start.'
        : undefined;
    const hoursError = workingHoursError(values.working_hours);
    setError(quietError);
    setWorkingError(hoursError);
    setCeilingErrors(errors);
    if (quietError || hoursError || errors.sms_per_hour || errors.sms_per_day) return;
    setSaving(true);
    try {
      await save({ ...values, ...texts });
      notify.success('Alert settings saved');
    } catch {
      notify.error('Alert settings not saved', 'Check your connection and try again.');
    } finally {
      setSaving(false);
    }
  }

  const sms = channels?.sms;
  return (
    <form aria-label="Alert settings" onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4" align="start">
        <Section title="Text messages">
          <Checkbox
            label={sms ? `Text me at the number ending ${sms.to.replace('…', '')} too` : 'Text me too'}
            checked={values.sms_enabled}
            onChange={(event) => set('sms_enabled', event.target.checked)}
            disabled={!sms && !values.sms_enabled}
          />
          {channels && !sms && (
            <Text tone="muted" size="sm">
              {channels.problems.sms ??
                'Text messages are not set up on the server: set SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM and AGENT_MOBILE (see the README).'}
            </Text>
          )}
          <Stack direction="row" gap="4">
            <CeilingField
              label="Texts an hour, at most"
              error={ceilingErrors.sms_per_hour}
              value={ceiling.perHour}
              onChange={(perHour) => setCeiling((current) => ({ ...current, perHour }))}
            />
            <CeilingField
              label="Texts a day, at most"
              error={ceilingErrors.sms_per_day}
              value={ceiling.perDay}
              onChange={(perDay) => setCeiling((current) => ({ ...current, perDay }))}
            />
          </Stack>
          <Text tone="muted" size="sm">
            Reminders count too. Past either, leads are not texted one by one: one text then says how many
            more came in, with a link to the inbox. Notifications and emails are never held back.
          </Text>
        </Section>
        <Section title="Working hours">
          <Text tone="muted" size="sm">
            In these hours (your time zone) a lead is promised a reply within 15 minutes; outside them, when
            they next start (&ldquo;after 8 AM&rdquo;), and the reply-by counts from then.
          </Text>
          {WEEKDAYS.map((day) => (
            <WorkingDay
              key={day}
              day={day}
              hours={values.working_hours}
              onChange={(changed, span) => set('working_hours', { ...values.working_hours, [changed]: span })}
            />
          ))}
          {workingError && (
            <Text tone="danger" size="sm" role="alert">
              {workingError}
            </Text>
          )}
        </Section>
        <Section title="Quiet hours">
          <Checkbox
            label="Hold alerts during quiet hours"
            checked={values.quiet_hours_enabled}
            onChange={(event) => set('quiet_hours_enabled', event.target.checked)}
          />
          <Text tone="muted" size="sm">
            Alerts wait until quiet hours end and your working hours start (in your time zone); the email
            still arrives at once.
          </Text>
          <Stack direction="row" gap="4">
            <QuietHourSelect
              label="From"
              error={error}
              value={values.quiet_start}
              disabled={!values.quiet_hours_enabled}
              onChange={(value) => set('quiet_start', value)}
            />
            <QuietHourSelect
              label="Until"
              value={values.quiet_end}
              disabled={!values.quiet_hours_enabled}
              onChange={(value) => set('quiet_end', value)}
            />
          </Stack>
        </Section>
        <Section title="Leads that owe no reply">
          <Checkbox
            label="Alert me for reviews, guide requests and subscriptions too"
            checked={values.no_reply_kinds_enabled}
            onChange={(event) => set('no_reply_kinds_enabled', event.target.checked)}
          />
          <Text tone="muted" size="sm">
            They come without a reply-by time. A lead still new ten minutes after its alert alerts once more,
            for questions, tour requests and valuations.
          </Text>
        </Section>
        <Button type="submit" loading={saving} loadingText="Saving…">
          Save alert settings
        </Button>
      </Stack>
    </form>
  );
}

/**
 * `/admin/alerts`: how I hear about a new lead the moment it arrives: a notification on this
 * device (and which devices get them), text messages, quiet hours, and the kinds that owe no reply.
 */
export function AlertSettings() {
  const settings = useAlertSettings();
  const channels = useAlertChannels();
  const [devicesChanged, setDevicesChanged] = useState(0);

  return (
    <Stack gap="6">
      <PageIntro title="Alerts">
        A notification on my phone, a text message or both, the moment a lead arrives, so I can answer within
        15 minutes. The email always goes too.
      </PageIntro>
      {channels.status === 'error' && (
        <ReadFailed what="What the server can send" onRetry={channels.refetch} />
      )}
      <ThisDevice channels={channels.data} onChange={() => setDevicesChanged((count) => count + 1)} />
      <Devices version={devicesChanged} />
      {settings.status === 'error' ? (
        <ReadFailed what="The alert settings" onRetry={settings.refetch} />
      ) : settings.data ? (
        <SettingsForm
          key={JSON.stringify(settings.data)}
          settings={settings.data}
          channels={channels.data}
          save={settings.save}
        />
      ) : (
        <Text role="status">Reading the alert settings…</Text>
      )}
    </Stack>
  );
}
