import {
  deleteUserSettings,
  FILTERS_CLEARED_MESSAGE,
  getUserSettings,
  saveUserSettings,
  type settingTypes,
} from '@shared/contract/reference';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNotify } from '@/components/toast';
import { callApi } from '@/lib/apiClient';
import { forgetListView } from '@/lib/listViewMemory';
import { storedUserId } from '@/lib/session';
import { useApiQuery } from '@/lib/useApi';

export type SettingType = (typeof settingTypes)[number];

/** How long the 'Filters cleared succesfully' toast shows before the page reloads. */
export const RELOAD_AFTER_CLEAR_MS = 1200;

export interface SavedFilters {
  /** Where the settings are kept; the list's page, sort and search are kept for the tab under it too. */
  settingType: SettingType;
  /** True once the saved settings were read (or could not be: then the list starts from defaults). */
  ready: boolean;
  /** Saved values by setting name. */
  values: Readonly<Record<string, unknown>>;
  /** Saves one setting at once (spec: filter changes are saved per user immediately). */
  save: (name: string, value: unknown) => void;
  /** Clear Filter: removes this list's saved settings, shows the success toast, reloads the page. */
  clear: () => Promise<void>;
  clearing: boolean;
}

/**
 * A list's saved filters (tickets spec section 4; POST /api/nspiraUserSettings/get, /save, /delete).
 * Saves go out one after another, so the last change made is the last one stored.
 */
export function useSavedFilters(settingType: SettingType, reload: () => void = defaultReload): SavedFilters {
  const notify = useNotify();
  const userId = useMemo(() => storedUserId() ?? undefined, []);
  const { data, error } = useApiQuery(
    getUserSettings,
    { settingType, userId },
    { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
  const [clearing, setClearing] = useState(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const values = useMemo(
    () => Object.fromEntries((data?.data ?? []).map((setting) => [setting.settingName, setting.settingValue])),
    [data],
  );

  const save = useCallback(
    (settingName: string, settingValue: unknown) => {
      queue.current = queue.current
        .then(() => callApi(saveUserSettings, [{ settingType, settingName, settingValue, userId }]))
        .catch((failure: unknown) => {
          // Saving is a convenience: the list still filters; a failure is only logged.
          console.error(`Saving the ${settingType} filter "${settingName}" failed`, failure);
        });
    },
    [settingType, userId],
  );

  const clear = useCallback(async () => {
    setClearing(true);
    try {
      await queue.current;
      await callApi(deleteUserSettings, { settingType, userId });
      // Clear Filter starts the list afresh: no search, the first page, the default sort.
      forgetListView(settingType);
      notify.success(FILTERS_CLEARED_MESSAGE);
      window.setTimeout(reload, RELOAD_AFTER_CLEAR_MS);
    } catch (failure) {
      setClearing(false);
      notify.failure(failure);
    }
  }, [notify, reload, settingType, userId]);

  return { settingType, ready: data !== undefined || error !== undefined, values, save, clear, clearing };
}

function defaultReload() {
  window.location.reload();
}
