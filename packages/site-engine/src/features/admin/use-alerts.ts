// The alert settings page's reads and writes: the agent's settings row, what the server can send
// (`alert-channels`), the devices that receive push, and this device's own state.
import { useCallback } from 'react';
import { adminSupabase } from '../../lib/supabase.ts';
import {
  ALERT_SETTINGS_COLUMNS,
  type AlertChannels,
  type AlertSettingsRow,
  type DeviceRow,
} from './alerts.ts';
import { failed } from './queries.ts';
import { readDevicePush } from './this-device.ts';
import { useResource } from './use-resource.ts';

export function useAlertSettings() {
  const resource = useResource('alert-settings', async () => {
    const { data, error } = await adminSupabase()
      .from('alert_settings')
      .select(ALERT_SETTINGS_COLUMNS)
      .single();
    if (error) throw failed('Reading the alert settings', error);
    return data as AlertSettingsRow;
  });
  const { setData } = resource;
  const save = useCallback(
    async (settings: AlertSettingsRow) => {
      const { data, error } = await adminSupabase()
        .from('alert_settings')
        .update(settings)
        .eq('id', true)
        .select(ALERT_SETTINGS_COLUMNS)
        .single();
      if (error) throw failed('Saving the alert settings', error);
      setData(() => data as AlertSettingsRow);
    },
    [setData],
  );
  return { ...resource, save };
}

export function useAlertChannels() {
  return useResource('alert-channels', async () => {
    const { data, error } = await adminSupabase().functions.invoke<AlertChannels>('alert-channels', {
      method: 'GET',
    });
    if (error || !data) throw failed('Reading what the server can send', error ?? { message: 'no answer' });
    return data;
  });
}

export function useDevices() {
  const resource = useResource('devices', async () => {
    const { data, error } = await adminSupabase()
      .from('push_subscriptions')
      .select('id, endpoint, device, created_at')
      .order('created_at');
    if (error) throw failed('Reading your devices', error);
    return data as DeviceRow[];
  });
  const { setData } = resource;
  const remove = useCallback(
    async (id: string) => {
      const { error } = await adminSupabase().from('push_subscriptions').delete().eq('id', id);
      if (error) throw failed('Removing the device', error);
      setData((current) => current?.filter((device) => device.id !== id));
    },
    [setData],
  );
  return { ...resource, remove };
}

/** This device's push state; read again when the agent turns it on or off. */
export function useDevicePush() {
  return useResource('this-device', readDevicePush);
}
