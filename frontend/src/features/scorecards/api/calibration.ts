import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { scorecardsKeys } from './query-keys';
import type { Calibration, CalibrationParams } from './types';

/**
 * The period's calibration (admins): per interviewer, their recommendations and how fast they
 * submit; per vacancy, how often the decision followed the scorecards' majority. The previous
 * figures stay on screen while another period's arrive.
 */
export function useCalibration(params: CalibrationParams) {
  return useQuery({
    queryKey: scorecardsKeys.calibration(params),
    queryFn: ({ signal }): Promise<Calibration> =>
      dataOf(
        api.GET('/api/v1/admin/scorecards/calibration', { params: { query: params }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The vacancies the calibration can be narrowed to (the most recently changed 100). */
export function useCalibrationVacancies() {
  return useQuery({
    queryKey: scorecardsKeys.vacancies(),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/v1/admin/vacancies', { params: { query: { perPage: 100 } }, signal })),
    select: (page) => page.data.map(({ id, title }) => ({ id, title })),
  });
}
