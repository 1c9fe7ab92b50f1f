/** One element of an icon: its tag and its attributes (all strings in Feather's icons). */
export type IconNode = [tag: string, attributes: Record<string, string>];

export interface CompactIcon {
  name: string;
  nodes: IconNode[];
}

const CHILD = /\/\*#__PURE__\*\/React\.createElement\("(\w+)", \{([^}]*)\}\)/g;
const ATTRIBUTE = /(\w+): "([^"]*)",?/g;

/**
 * Reads one of react-feather's icon modules (dist/icons/*.js) as data: the icon's name and the
 * elements inside its <svg>. Null when the module is not of the shape this reads (a new
 * react-feather release), so that the build stops instead of shipping a wrong icon.
 */
export function compactFeatherIcon(code: string): CompactIcon | null {
  const name = /\.displayName = '(\w+)';/.exec(code)?.[1];
  const start = code.indexOf('}, rest)');
  const end = name ? code.indexOf(`});\n${name}.propTypes`) : -1;
  if (!name || start < 0 || end < start) return null;
  const children = code.slice(start + '}, rest)'.length, end);
  const nodes: IconNode[] = [];
  const rest = children.replace(CHILD, (_, tag: string, body: string) => {
    const attributes: Record<string, string> = {};
    const unread = body.replace(ATTRIBUTE, (__, key: string, value: string) => {
      attributes[key] = value;
      return '';
    });
    if (unread.trim() !== '') return '?';
    nodes.push([tag, attributes]);
    return '';
  });
  // What is left between the elements is only their separators and the closing brackets.
  return /^[\s,);]*$/.test(rest) && nodes.length > 0 ? { name, nodes } : null;
}
