import Button from 'react-bootstrap/Button';
import { Heart } from 'react-feather';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAddSavedVacancy } from '../api/add-saved-vacancy';
import { useSavedVacancies } from '../api/get-saved-vacancies';
import { useRemoveSavedVacancy } from '../api/remove-saved-vacancy';
import { useViewer } from './use-viewer';

/** The wishlist toggle; visitors are sent to sign in, recruiters do not see it. */
export function SaveVacancyButton({ vacancyId, title }: { vacancyId: number; title: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { isVisitor, isApplicant } = useViewer();
  const saved = useSavedVacancies(isApplicant);
  const save = useAddSavedVacancy();
  const unsave = useRemoveSavedVacancy();
  if (!isVisitor && !isApplicant) return null;

  const isSaved = saved.data?.some((entry) => entry.vacancy.id === vacancyId) ?? false;
  const busy = save.isPending || unsave.isPending;
  const label = intl.formatMessage({ id: isSaved ? 'vacancy.unsave' : 'vacancy.save' }, { title });
  const onClick = () => {
    if (isVisitor) {
      void navigate('/login');
      return;
    }
    if (isSaved) unsave.mutate(vacancyId);
    else save.mutate(vacancyId);
  };
  return (
    <Button
      variant={isSaved ? 'danger' : 'outline-secondary'}
      size="sm"
      className="save-vacancy-button"
      aria-pressed={isApplicant ? isSaved : undefined}
      aria-label={label}
      title={label}
      disabled={busy}
      onClick={onClick}
    >
      <Heart size={16} aria-hidden="true" fill={isSaved ? 'currentColor' : 'none'} />
    </Button>
  );
}
