/**
 * The delivery table page's state: the stored table read once into an editable draft, Save (the
 * whole table in one PUT; the server's problems placed under their rows), the CSV export, and the
 * CSV import (applied whole or not at all; each bad line listed).
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from 'shared-contracts';
import type { DeliveryTableResponse } from 'shared-contracts/delivery';
import { useAuth, useConfig } from 'shared-contracts/react';
import { useAdminApi } from '../../../api/useAdminApi';
import { useResource } from '../../../hooks/useResource';
import { downloadDeliveryCsv } from '../api/downloadDeliveryCsv';
import { uploadDeliveryCsv } from '../api/uploadDeliveryCsv';
import {
  NO_PROBLEMS,
  newRule,
  newRuleKey,
  placeProblems,
  tableDraft,
  toTable,
  type PlacedProblems,
  type RuleDraft,
  type TableDraft,
  type TermsDraft,
} from '../utils/tableDraft';

export type DeliveryAction =
  | { status: 'idle' }
  | { status: 'busy'; message: string }
  | { status: 'done'; message: string }
  | { status: 'error'; message: string };

export const DELIVERY_TABLE_TEXT = {
  saving: 'Saving the table…',
  saved: 'Saved. Shoppers see the new rules now.',
  notNumbers: 'Nothing was saved: some cells are not numbers (see the rows marked below).',
  exporting: 'Exporting…',
  importing: 'Importing…',
  imported: (rows: number): string => `Imported ${rows} ${rows === 1 ? 'row' : 'rows'} and the rest of India.`,
  importRefused: 'The file was not imported; the table is unchanged. Fix these lines and import it again:',
} as const;

const problemsOf = (error: unknown): string[] | null => {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const problems = (error.body as { problems?: unknown } | undefined)?.problems;
  return Array.isArray(problems) && problems.every((p) => typeof p === 'string') ? problems : null;
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : 'Something went wrong.');

export function useDeliveryTable() {
  const api = useAdminApi();
  const { apiBaseUrl } = useConfig();
  const { getIdToken } = useAuth();
  const { state, reload } = useResource(['delivery-table'], api.deliveryTable, { editing: true });
  const [draft, setDraft] = useState<TableDraft | null>(null);
  const [updatedAt, setUpdatedAt] = useState<string | null>(null);
  const [problems, setProblems] = useState<PlacedProblems>(NO_PROBLEMS);
  const [importProblems, setImportProblems] = useState<string[]>([]);
  const [action, setAction] = useState<DeliveryAction>({ status: 'idle' });

  const show = useCallback((stored: DeliveryTableResponse) => {
    setDraft(tableDraft(stored.table));
    setUpdatedAt(stored.updatedAt);
    setProblems(NO_PROBLEMS);
  }, []);

  useEffect(() => {
    if (state.status === 'ready') show(state.data);
  }, [state, show]);

  const changeRule = useCallback((key: string, change: Partial<RuleDraft>) => {
    setDraft(
      (current) =>
        current && {
          ...current,
          rules: current.rules.map((rule) => (rule.key === key ? { ...rule, ...change } : rule)),
        },
    );
  }, []);
  const changeRestOfIndia = useCallback((change: Partial<TermsDraft>) => {
    setDraft((current) => current && { ...current, restOfIndia: { ...current.restOfIndia, ...change } });
  }, []);
  /** The table's own fields: its holidays, and whether cash-on-delivery orders wait for a confirmation. */
  const changeTableFields = useCallback((change: Partial<Pick<TableDraft, 'holidays' | 'confirmCashOnDelivery'>>) => {
    setDraft((current) => current && { ...current, ...change });
  }, []);
  /** Adds a row with the rest of India's terms; answers its key (the page moves focus to it). */
  const addRule = useCallback((): string => {
    const key = newRuleKey();
    setDraft((current) => current && { ...current, rules: [...current.rules, newRule(key, current.restOfIndia)] });
    return key;
  }, []);
  const removeRule = useCallback((key: string) => {
    setDraft((current) => current && { ...current, rules: current.rules.filter((rule) => rule.key !== key) });
  }, []);

  const save = useCallback(async () => {
    if (!draft) return;
    const result = toTable(draft);
    if (!result.ok) {
      setProblems(result.problems);
      setAction({ status: 'error', message: DELIVERY_TABLE_TEXT.notNumbers });
      return;
    }
    setAction({ status: 'busy', message: DELIVERY_TABLE_TEXT.saving });
    try {
      show(await api.saveDeliveryTable(result.table));
      setAction({ status: 'done', message: DELIVERY_TABLE_TEXT.saved });
    } catch (error) {
      const listed = problemsOf(error);
      setProblems(listed ? placeProblems(listed, draft) : NO_PROBLEMS);
      setAction({ status: 'error', message: messageOf(error) });
    }
  }, [api, draft, show]);

  const exportCsv = useCallback(async () => {
    setAction({ status: 'busy', message: DELIVERY_TABLE_TEXT.exporting });
    try {
      await downloadDeliveryCsv(apiBaseUrl, await getIdToken());
      setAction({ status: 'idle' });
    } catch (error) {
      setAction({ status: 'error', message: `Could not export the table: ${messageOf(error)}` });
    }
  }, [apiBaseUrl, getIdToken]);

  const importCsv = useCallback(
    async (file: File) => {
      setAction({ status: 'busy', message: DELIVERY_TABLE_TEXT.importing });
      setImportProblems([]);
      try {
        const stored = await uploadDeliveryCsv(apiBaseUrl, await getIdToken(), file);
        show(stored);
        setAction({ status: 'done', message: DELIVERY_TABLE_TEXT.imported(stored.table.rules.length) });
      } catch (error) {
        const listed = problemsOf(error);
        if (listed) setImportProblems(listed);
        setAction({ status: 'error', message: listed ? DELIVERY_TABLE_TEXT.importRefused : messageOf(error) });
      }
    },
    [apiBaseUrl, getIdToken, show],
  );

  return {
    state,
    reload,
    draft,
    updatedAt,
    problems,
    importProblems,
    action,
    changeRule,
    changeRestOfIndia,
    changeTableFields,
    addRule,
    removeRule,
    save,
    exportCsv,
    importCsv,
  };
}
