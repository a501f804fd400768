import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { reportKeys } from './keys';

/** The export as a PDF blob (the preview modal shows it in a frame and downloads it from memory). */
export async function getReportPdf(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (!response.ok) {
    const data = await response.json().catch(() => null);
    throw new ApiError(
      response.status,
      data?.error ?? { code: 'http_error', message: response.statusText, details: null },
    );
  }
  return response.blob();
}

export function useReportPdf(url: string | null) {
  return useQuery({
    queryKey: reportKeys.pdf(url),
    queryFn: ({ signal }) => getReportPdf(url!, signal),
    enabled: Boolean(url),
    retry: false,
    // a new preview fetches afresh: the data may have changed since
    gcTime: 0,
    staleTime: 0,
  });
}
