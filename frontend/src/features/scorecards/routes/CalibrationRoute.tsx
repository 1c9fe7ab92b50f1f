import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { PageSection } from '@/components/ui/PageSection';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { SelectField } from '@/components/ui/SelectField';
import { useCalibration, useCalibrationVacancies } from '../api/calibration';
import { CALIBRATION_PERIODS, type CalibrationParams, type CalibrationPeriod } from '../api/types';
import { periodStart } from '../components/calibration-figures';
import { CalibrationTables } from '../components/CalibrationTables';
import { ScorecardsMessages } from '../components/ScorecardsMessages';

const DEFAULT_PERIOD: CalibrationPeriod = '90';

function CalibrationPage() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const period =
    CALIBRATION_PERIODS.find((candidate) => candidate === search.get('period')) ?? DEFAULT_PERIOD;
  const vacancyId = Number(search.get('vacancy'));
  const chosenVacancy = Number.isSafeInteger(vacancyId) && vacancyId > 0 ? vacancyId : null;
  const from = periodStart(period);
  const params: CalibrationParams = {
    ...(from ? { from } : {}),
    ...(chosenVacancy ? { vacancyId: chosenVacancy } : {}),
  };
  const calibration = useCalibration(params);
  const vacancies = useCalibrationVacancies();

  // The filter is the address's (`?period=30&vacancy=11`): a view can be bookmarked and shared.
  const choose = (name: 'period' | 'vacancy', value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const vacancyOptions = (vacancies.data ?? []).map((vacancy) => ({
    value: String(vacancy.id),
    label: vacancy.title,
  }));
  // A vacancy from the address that is not among the offered ones is still shown as chosen.
  if (chosenVacancy && !vacancyOptions.some((option) => option.value === String(chosenVacancy))) {
    const title = calibration.data?.vacancies.find((row) => row.vacancyId === chosenVacancy)?.title;
    vacancyOptions.unshift({ value: String(chosenVacancy), label: title ?? `#${chosenVacancy}` });
  }

  let body;
  if (calibration.isPending) body = <LoadingCard lines={6} />;
  else if (calibration.error)
    body = <QueryErrorState error={calibration.error} onRetry={() => void calibration.refetch()} />;
  else body = <CalibrationTables data={calibration.data} busy={calibration.isPlaceholderData} />;

  return (
    <PageSection title={<FormattedMessage id="scorecards.calibration.title" />}>
      <p className="text-body-secondary">
        <FormattedMessage id="scorecards.calibration.intro" />
      </p>
      <Card className="mb-3">
        <Card.Body>
          <form
            role="search"
            aria-label={intl.formatMessage({ id: 'scorecards.calibration.filter' })}
            onSubmit={(event) => event.preventDefault()}
          >
            <Row className="g-2">
              <Col xs={12} sm={6} md={4}>
                <SelectField
                  id="calibration-period"
                  className=""
                  label={intl.formatMessage({ id: 'scorecards.calibration.period' })}
                  value={period}
                  options={CALIBRATION_PERIODS.map((value) => ({
                    value,
                    label:
                      value === 'all'
                        ? intl.formatMessage({ id: 'scorecards.calibration.allTime' })
                        : intl.formatMessage(
                            { id: 'scorecards.calibration.lastDays' },
                            { days: Number(value) },
                          ),
                  }))}
                  onChange={(value) => choose('period', value === DEFAULT_PERIOD ? '' : value)}
                />
              </Col>
              <Col xs={12} sm={6} md={5}>
                <SelectField
                  id="calibration-vacancy"
                  className=""
                  label={intl.formatMessage({ id: 'scorecards.calibration.vacancy' })}
                  value={chosenVacancy ? String(chosenVacancy) : ''}
                  leading={
                    <option value="">
                      {intl.formatMessage({ id: 'scorecards.calibration.allVacancies' })}
                    </option>
                  }
                  options={vacancyOptions}
                  onChange={(value) => choose('vacancy', value)}
                />
              </Col>
            </Row>
          </form>
        </Card.Body>
      </Card>
      {body}
    </PageSection>
  );
}

/** `/scorecards/calibration` (admins): how interviewers recommend, and how decisions follow. */
export function CalibrationRoute() {
  return (
    <ScorecardsMessages>
      <CalibrationPage />
    </ScorecardsMessages>
  );
}
