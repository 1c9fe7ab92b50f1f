import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AddressSearchBox } from '@/components/ui/AddressSearchBox';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { PageSection } from '@/components/ui/PageSection';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { useAddressFilters } from '@/hooks/use-address-filters';
import { useFaq } from '../api/get-faq';
import { type FaqPage, type HelpLanguage, KNOWLEDGE_BASE_PATH } from '../api/types';
import { FallbackNote } from '../components/FallbackNote';
import { FaqAccordion } from '../components/FaqAccordion';
import { HelpMessages } from '../components/HelpMessages';
import { langIfOther, useHelpLanguage } from '../components/use-help-language';

/** The FAQ by category, each category a section with its questions; the others last. */
function FaqSections({ page, wanted }: { page: FaqPage; wanted: HelpLanguage }) {
  const known = new Set(page.categories.map((category) => category.slug));
  const others = page.items.filter((item) => !item.category || !known.has(item.category));
  if (page.categories.length === 0) {
    return <FaqAccordion items={others} wanted={wanted} headingLevel={2} />;
  }
  return (
    <div className="d-grid gap-4">
      {page.categories.map((category) => {
        const lang = langIfOther(category.language, wanted);
        const headingId = `faq-category-${category.slug}`;
        return (
          <section key={category.slug} aria-labelledby={headingId}>
            <h2 id={headingId} className="h5 mb-1" lang={lang}>
              {category.name}
            </h2>
            {category.description ? (
              <p className="text-body-secondary mb-1" lang={lang}>
                {category.description}
              </p>
            ) : null}
            <FallbackNote
              language={category.language}
              wanted={wanted}
              className="text-body-secondary mb-2"
            />
            <FaqAccordion
              items={page.items.filter((item) => item.category === category.slug)}
              wanted={wanted}
              headingLevel={3}
            />
          </section>
        );
      })}
      {others.length > 0 ? (
        <section aria-labelledby="faq-category-others">
          <h2 id="faq-category-others" className="h5 mb-2">
            <FormattedMessage id="help.faq.other" />
          </h2>
          <FaqAccordion items={others} wanted={wanted} headingLevel={3} />
        </section>
      ) : null}
    </div>
  );
}

function FaqContent() {
  const intl = useIntl();
  const lang = useHelpLanguage();
  const { q } = useAddressFilters();
  const { data: page, error, isPending, refetch } = useFaq({ lang, q });

  const found = error || isPending ? null : page.items.length;
  let content;
  if (error) content = <QueryErrorState error={error} onRetry={() => void refetch()} />;
  else if (isPending) content = <LoadingCard lines={6} />;
  else if (page.items.length === 0) {
    content = (
      <EmptyState
        title={intl.formatMessage({ id: q ? 'help.faq.noMatch' : 'help.faq.empty' }, { q })}
      />
    );
  } else if (q) {
    // Search results come best match first, whatever their category.
    content = <FaqAccordion items={page.items} wanted={page.language} headingLevel={2} />;
  } else {
    content = <FaqSections page={page} wanted={page.language} />;
  }

  return (
    <PageSection title={<FormattedMessage id="help.faq.title" />}>
      <div className="row">
        <AddressSearchBox
          label={intl.formatMessage({ id: 'help.faq.search' })}
          className="col-md-8 col-lg-6 mb-3"
        />
      </div>
      <p role="status" className="small text-body-secondary mb-2">
        {q && found !== null ? (
          <FormattedMessage id="help.faq.found" values={{ count: found }} />
        ) : null}
      </p>
      {content}
      <p className="mt-4 mb-0">
        <Link to={KNOWLEDGE_BASE_PATH}>
          <FormattedMessage id="help.faq.toKnowledgeBase" />
        </Link>
      </p>
    </PageSection>
  );
}

/** `/pages/faq`: the careers site's frequently asked questions, in the reader's language. */
export function FaqRoute() {
  return (
    <HelpMessages>
      <FaqContent />
    </HelpMessages>
  );
}
