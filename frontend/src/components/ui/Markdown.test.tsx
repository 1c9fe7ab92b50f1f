import { render, screen } from '@testing-library/react';
import { Markdown } from './Markdown';

describe('Markdown', () => {
  it('renders headings, lists, emphasis and safe links', () => {
    const { container } = render(
      <Markdown
        source={
          '# About\n\nWe build **great** things with *care*.\n\n- Rust\n- React\n\n1. Apply\n2. Talk\n\n[Site](https://example.org)'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'About' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('great');
    expect(container.querySelector('em')).toHaveTextContent('care');
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Site' })).toHaveAttribute(
      'href',
      'https://example.org',
    );
  });

  it('keeps raw HTML as text and drops unsafe link targets', () => {
    const { container } = render(
      <Markdown source={'<img src=x onerror="alert(1)"> [click](javascript:alert(1))'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> click');
  });

  it('starts the text’s outline at the given level, however deep its first heading', () => {
    render(<Markdown source={'## Team\n\nText\n\n### Stack\n\n## Benefits'} baseLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Team' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Stack' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Benefits' })).toBeInTheDocument();
  });
});
