/** GET /api/admin/delivery/csv: the delivery table as a CSV file, saved by the browser. */
import { DELIVERY_API_PATHS } from 'shared-contracts/delivery';
import { apiErrorOf, saveBlob } from '../../../api/fileRequests';

export async function downloadDeliveryCsv(baseUrl: string, token: string | null): Promise<void> {
  const response = await fetch(`${baseUrl}${DELIVERY_API_PATHS.csv}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw await apiErrorOf(response, 'The export failed');
  saveBlob(await response.blob(), 'delivery-rules.csv');
}
