import {
  filterParams,
  SAVED_SEARCH_TEXT,
  type SavedSearchValues,
  type SearchFilters,
} from '@agent-sites/schemas';
import { SaveSearchForm, type SaveSearchFormProps, type SubmitMeta } from '@agent-sites/ui';
import { useLocation } from 'react-router-dom';
import { env } from '../../config/env.ts';
import { sendForm } from './submit.ts';

/**
 * The search as the listings page's URL spells it, without its order: what the saved-search
 * function reads (docs/decisions/052-saved-searches.md).
 */
const searchOf = (filters: SearchFilters) => filterParams({ ...filters, sort: 'newest' });

/**
 * "Save this search" for the listings' filters: sent to the saved-search function with the
 * consent wordings shown beside it, or, without JavaScript, posted there as a web form with the
 * filters as the listings page's URL parameters. The function answers with the double opt-in email.
 */
export default function SaveSearch(props: Omit<SaveSearchFormProps, 'onSubmit' | 'post'>) {
  const { pathname } = useLocation();
  const search = searchOf(props.filters);
  const save = async (values: SavedSearchValues, meta: SubmitMeta) => {
    await sendForm('saved-search', {
      values,
      search: search.toString(),
      consentText: SAVED_SEARCH_TEXT.emailConsent,
      textsConsentText: values.textsConsent ? SAVED_SEARCH_TEXT.textsConsent : undefined,
      page: pathname,
      website: meta.honeypot,
    });
  };
  const fields: Record<string, string | string[]> = {
    consentText: SAVED_SEARCH_TEXT.emailConsent,
    textsConsentText: SAVED_SEARCH_TEXT.textsConsent,
    page: pathname,
  };
  for (const name of new Set(search.keys())) fields[name] = search.getAll(name);
  return (
    <SaveSearchForm
      {...props}
      onSubmit={save}
      // The project's functions, or the local backend on the page's own origin.
      post={{ action: `${env.supabaseUrl ?? ''}/functions/v1/saved-search`, fields }}
    />
  );
}
