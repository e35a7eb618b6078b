import { taxDocumentListSchema, type TaxDocumentList } from '@suvarna/contracts';
import { api } from '../../../lib/api';

/**
 * The booking's GST invoice and credit notes. A PDF is fetched with the signed-in guest's token (a plain link
 * would go without it) and handed back as an object URL for the browser to save; the caller revokes it.
 */
export const taxDocumentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    taxDocuments: build.query<TaxDocumentList, string>({
      query: (bookingId) => `/payments/invoices/${encodeURIComponent(bookingId)}`,
      responseSchema: taxDocumentListSchema,
      providesTags: (_result, _error, bookingId) => [{ type: 'Payments', id: `documents-${bookingId}` }],
    }),
    downloadTaxDocument: build.mutation<string, { bookingId: string; number: string }>({
      query: ({ bookingId, number }) => ({
        url: `/payments/invoice/${encodeURIComponent(bookingId)}?number=${encodeURIComponent(number)}`,
        responseHandler: async (response) => (response.ok ? URL.createObjectURL(await response.blob()) : response.json()),
      }),
    }),
  }),
});

export const { useTaxDocumentsQuery, useDownloadTaxDocumentMutation } = taxDocumentsApi;
