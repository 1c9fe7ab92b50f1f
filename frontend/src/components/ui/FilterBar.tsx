import { type ReactNode, type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col, { type ColProps } from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, useIntl } from 'react-intl';
import { SelectField } from './SelectField';

export interface FilterSelect {
  /** The address parameter it sets, e.g. "status". */
  name: string;
  label: string;
  /** The chosen value; "" for any. */
  value: string;
  options: { value: string; label: string }[];
  /** The column's widths: a sixth of a large screen unless given. */
  col?: Pick<ColProps, 'xs' | 'md' | 'lg'>;
}

interface FilterBarProps {
  /** Prefix of the controls' ids. */
  id: string;
  searchLabel: string;
  /** The search words in effect (from the address). */
  query: string;
  onSearch: (words: string) => void;
  selects?: FilterSelect[];
  /** A select changed: its name and the new value ("" for any). */
  onSelect?: (name: string, value: string) => void;
  /** The search column's widths: what the selects leave unless given. */
  searchCol?: Pick<ColProps, 'xs' | 'md' | 'lg'>;
  /** Further filters after the selects, each in its own column (e.g. dates). */
  fields?: ReactNode;
  /** Further controls at the end of the bar, e.g. a list/cards switch. */
  children?: ReactNode;
}

/**
 * The recruiters' filter bar: search words (applied on submit), selects (applied at once) and
 * optional controls, every one labelled.
 */
export function FilterBar({
  id,
  searchLabel,
  query,
  onSearch,
  selects = [],
  onSelect,
  searchCol = { xs: 12, md: true },
  fields,
  children,
}: FilterBarProps) {
  const intl = useIntl();
  const [words, setWords] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // The address changed under the form (back button, a link): show its words.
  if (shownQuery !== query) {
    setShownQuery(query);
    setWords(query);
  }

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSearch(words.trim());
  };

  return (
    <Card className="mb-3">
      <Card.Body>
        <Form role="search" onSubmit={submit}>
          <Row className="g-2 align-items-end">
            <Col {...searchCol}>
              <Form.Label htmlFor={`${id}-q`}>{searchLabel}</Form.Label>
              <InputGroup>
                <Form.Control
                  id={`${id}-q`}
                  type="search"
                  value={words}
                  onChange={(event) => setWords(event.target.value)}
                />
                <Button type="submit">
                  <FormattedMessage id="vacancy.search.submit" />
                </Button>
              </InputGroup>
            </Col>
            {selects.map((select) => (
              <Col key={select.name} {...(select.col ?? { xs: 6, md: 3, lg: 2 })}>
                <SelectField
                  id={`${id}-${select.name}`}
                  className=""
                  label={select.label}
                  value={select.value}
                  onChange={(value) => onSelect?.(select.name, value)}
                  leading={
                    <option value="">{intl.formatMessage({ id: 'vacancy.filter.any' })}</option>
                  }
                  options={select.options}
                />
              </Col>
            ))}
            {fields}
            {children ? (
              <Col xs="auto" className="ms-auto">
                {children}
              </Col>
            ) : null}
          </Row>
        </Form>
      </Card.Body>
    </Card>
  );
}
