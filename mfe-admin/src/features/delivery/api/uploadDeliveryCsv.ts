/**
 * PUT /api/admin/delivery/csv: a CSV file replaces the rows and the rest of India (the holidays
 * stay). A file with bad lines is refused whole: an ApiError whose body lists each line's problem.
 */
import { DELIVERY_API_PATHS, type DeliveryTableResponse } from 'shared-contracts/delivery';
import { apiErrorOf } from '../../../api/fileRequests';

export async function uploadDeliveryCsv(
  baseUrl: string,
  token: string | null,
  /** The chosen file, sent as it is (the server reads it as text). */
  csv: Blob,
): Promise<DeliveryTableResponse> {
  const response = await fetch(`${baseUrl}${DELIVERY_API_PATHS.csv}`, {
    method: 'PUT',
    headers: { 'content-type': 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: csv,
  });
  if (!response.ok) throw await apiErrorOf(response, 'The import failed');
  return JSON.parse(await response.text()) as DeliveryTableResponse;
}
